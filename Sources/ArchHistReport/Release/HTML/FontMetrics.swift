/// The advance widths of the font the charts name, so that a label's width is
/// computed, not guessed: DejaVu Sans Book, which Debian's chromium renders for the
/// generic `sans-serif` (`fc-match sans-serif`). Read from the font's `hmtx` table,
/// in units of 1/2048 em. Where another sans-serif stands in (Helvetica, Arial,
/// Segoe UI), it is narrower than DejaVu Sans, so a layout that fits here fits there.
enum FontMetrics {
    /// The family the SVG text asks for, before the fallbacks of similar width.
    static let family = "DejaVu Sans"
    static let cssFamily = "\"\(family)\", \"Bitstream Vera Sans\", sans-serif"
    private static let unitsPerEm = 2048.0
    /// Above the baseline and below it, per em (the font's hhea ascender and descender).
    static let ascent = 1901.0 / 2048
    static let descent = 483.0 / 2048

    /// U+0020 to U+007E.
    private static let ascii: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]
    /// U+00A0 to U+00FF.
    private static let latin1: [UInt16] = [
        651, 821, 1303, 1303, 1303, 1303, 690, 1024, 1024, 2048, 965, 1253, 1716, 739, 2048, 1024,
        1024, 1716, 821, 821, 1024, 1303, 1303, 651, 1024, 821, 965, 1253, 1985, 1985, 1985, 1087,
        1401, 1401, 1401, 1401, 1401, 1401, 1995, 1430, 1294, 1294, 1294, 1294, 604, 604, 604, 604,
        1587, 1532, 1612, 1612, 1612, 1612, 1612, 1716, 1612, 1499, 1499, 1499, 1499, 1251, 1239, 1290,
        1255, 1255, 1255, 1255, 1255, 1255, 2011, 1126, 1260, 1260, 1260, 1260, 569, 569, 569, 569,
        1253, 1298, 1253, 1253, 1253, 1253, 1253, 1716, 1253, 1298, 1298, 1298, 1298, 1212, 1300, 1212,
    ]
    /// The few others the report writes: the ellipsis, the arrow, the middle dot.
    private static let others: [Unicode.Scalar: UInt16] = ["\u{2026}": 2048, "\u{2192}": 1716, "\u{00B7}": 651]

    /// The advance width of `text` at `size` px. A character outside the table counts
    /// as a full em, wider than any Latin letter, so an unknown script errs on room.
    static func width(_ text: String, size: Double) -> Double {
        var units = 0.0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20, value <= 0x7E {
                units += Double(ascii[Int(value - 0x20)])
            } else if value >= 0xA0, value <= 0xFF {
                units += Double(latin1[Int(value - 0xA0)])
            } else if let known = others[scalar] {
                units += Double(known)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                units += unitsPerEm
            }
        }
        return units / unitsPerEm * size
    }
}
