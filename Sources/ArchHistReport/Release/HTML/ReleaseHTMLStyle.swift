/// The page's stylesheet. Charts carry their own font sizes and name the font whose
/// widths archhist lays them out with (`FontMetrics`); nothing here changes either.
enum ReleaseHTMLStyle {
    static let css = """
        :root { color-scheme: light; }
        body { margin: 0; background: #f6f7f9; color: #1d1f23;
          font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        main { max-width: 980px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; box-sizing: border-box; }
        h1 { margin: 0; font-size: 26px; }
        h2 { margin: 32px 0 10px; font-size: 20px; border-bottom: 1px solid #e3e5e8; padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 18px 0 6px; }
        .range { margin: 4px 0 0; font-size: 17px; } .generated, .note { color: #5f6670; font-size: 13px; }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 12px;
          margin-top: 18px; }
        .card { border: 1px solid #e3e5e8; border-radius: 8px; padding: 10px 12px; }
        .card-title { color: #5f6670; font-size: 13px; } .card-value { font-size: 26px; font-weight: 600; }
        .card-change { font-size: 13px; } .card-aside { font-size: 13px; font-weight: 400; color: #5f6670; }
        .card.worse .card-change { color: #c0392b; } .card.better .card-change { color: #1e8449; }
        .sum { margin: 4px 0; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; margin: 6px 0; }
        th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid #eceef0; vertical-align: top; }
        th.num, td.num { text-align: right; }
        code { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; }
        code.path { word-break: normal; overflow-wrap: anywhere; }
        table.violations { table-layout: fixed; } table.violations col.where { width: 55%; }
        tr.rule th { padding-top: 12px; background: #f6f7f9; }
        ul.files, ul.milestones { margin: 0; padding: 0; list-style: none; }
        ul.milestones li { margin: 4px 0; }
        .count, .more { color: #5f6670; font-size: 12px; }
        .severity { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #eceef0; }
        .severity.error { background: #f6d5d1; } .severity.warning { background: #fbe5c8; }
        .status { font-weight: 600; }
        .status.behind, .status.stalled, .status.regressed { color: #c0392b; }
        .status.done, .status.on-track { color: #1e8449; }
        svg.chart { display: block; max-width: 100%; height: auto; margin: 6px 0 14px; }
        svg.chart text { font-family: "DejaVu Sans", "Bitstream Vera Sans", sans-serif; font-weight: normal; }
        .tick, .legend { fill: #4f5660; } .node-label { fill: #1d1f23; }
        .axis { stroke: #9aa0a6; stroke-width: 1; } .grid { stroke: #eceef0; stroke-width: 1; }
        line.target { stroke: #1e8449; stroke-dasharray: 4 3; } line.due { stroke: #c0392b; stroke-dasharray: 2 3; }
        line.projection { stroke: #0072B2; stroke-dasharray: 5 4; stroke-width: 1.5; }
        text.marker.due { fill: #c0392b; } text.marker.projection { fill: #0072B2; }
        .burndowns { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
        figure { margin: 0; } figcaption { font-size: 13px; } .reason { font-size: 12px; color: #5f6670; margin: 0; }
        .node { fill: #eef4fa; stroke: #0072B2; stroke-width: 1; }
        .edge { stroke: #7a8088; fill: none; } .edge.new { stroke: #e67e22; stroke-dasharray: 6 4; }
        .edge.violating { stroke: #c0392b; }
        .legend-line { font-size: 12px; color: #5f6670; }
        .swatch { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin: 0 4px 0 10px; }
        .swatch.violating { background: #c0392b; } .swatch.new { background: #e67e22; }
        details { margin: 8px 0; border: 1px solid #e3e5e8; border-radius: 6px; padding: 6px 10px; }
        summary { cursor: pointer; font-weight: 600; }
        .scroll { overflow-x: auto; }
        table.heat td { text-align: center; min-width: 40px; }
        @media print {
          body { background: #fff; font-size: 11pt; } main { max-width: none; padding: 0; }
          section.charts figure, svg.chart { break-inside: avoid; } .cards { grid-template-columns: repeat(5, 1fr); }
          details::details-content { content-visibility: visible; display: contents; }
        }
        """
}
