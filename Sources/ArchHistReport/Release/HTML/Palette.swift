/// Series colours that stay apart for readers with any common colour-vision
/// deficiency: Okabe and Ito's eight (black left out, it reads as an axis; yellow
/// last, it is faint on white), then Paul Tol's muted scheme where its hues differ
/// from those. A chart shows at most `series.count` series and groups the rest as
/// "others", drawn in `others`, a grey no series uses.
enum Palette {
    static let series = [
        "#0072B2",  // blue (Okabe-Ito)
        "#D55E00",  // vermillion
        "#009E73",  // bluish green
        "#CC79A7",  // reddish purple
        "#56B4E9",  // sky blue
        "#E69F00",  // orange
        "#332288",  // indigo (Tol muted)
        "#882255",  // wine
        "#999933",  // olive
        "#117733",  // green, darker than the bluish green
    ]
    static let others = "#8C8C8C"
}
