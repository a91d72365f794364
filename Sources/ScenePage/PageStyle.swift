/// The page's style: system fonts, sized in rem so the reader's font-size setting holds, no text below
/// 12 px, a focus ring of 3 px at 3:1 or more against the
/// page, the light or dark scheme the reader prefers, and forced colors honoured.
enum PageStyle {
    static let css = #"""
:root { color-scheme: light dark; --page: #ffffff; --text: #1d1d1f; --muted: #515154; --focus: #0a5fcc;
  --indicator: #3a3a3c; --button: #f2f2f7; --border: #8e8e93; --band: rgba(10, 95, 204, 0.12); }
@media (prefers-color-scheme: dark) {
  :root { --page: #1c1c1e; --text: #f5f5f7; --muted: #c7c7cc; --focus: #64b5ff; --indicator: #e5e5ea;
    --button: #2c2c2e; --border: #8e8e93; --band: rgba(100, 181, 255, 0.18); }
}
html { background: var(--page); color: var(--text); }
body { margin: 0; font: 1rem/1.45 -apple-system, system-ui, "Segoe UI", "Helvetica Neue", Arial, sans-serif; }
.plotline-page { max-width: 60rem; padding: 1rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.chart { display: inline-block; position: relative; max-width: 100%; border-radius: 4px; touch-action: pan-y; cursor: crosshair; }
.chart svg { display: block; width: 100%; height: auto; }
.chart.scrolls { overflow: auto; touch-action: pan-x pan-y; scrollbar-width: thin; }
.chart.scrolls svg { max-width: none; }
.chart.scrolls .pin { position: sticky; left: 0; pointer-events: none; }
.chart.scrolls .pin svg { width: 100%; }
.chart:focus { outline: 3px solid var(--focus); outline-offset: 3px; }
.chart:focus:not(:focus-visible) { outline: 3px solid var(--focus); }
.overlay .indicator { stroke: var(--indicator); stroke-width: 1.5; }
.overlay .highlight { fill: none; stroke: var(--indicator); stroke-width: 2.5; }
.overlay .band { fill: var(--band); stroke: none; }
.readout { font-size: 0.875rem; color: var(--text); margin: 0.25rem 0 0; min-height: 1.45em; }
.readout p { margin: 0; }
.announcement { font-size: 0.875rem; color: var(--muted); min-height: 1.45em; margin: 0.25rem 0; }
.braille-key { font-size: 0.875rem; color: var(--muted); margin: 0.25rem 0; }
.braille { font-size: 1.125rem; line-height: 1.3; margin: 0.25rem 0; overflow-wrap: anywhere; }
.braille mark { background: var(--indicator); color: var(--page); }
.help { font-size: 0.875rem; color: var(--muted); }
.help p { margin: 0.25rem 0; }
kbd { font: inherit; font-weight: 600; color: var(--text); }
button { font: inherit; font-size: 0.875rem; color: var(--text); background: var(--button); border: 1px solid var(--border);
  border-radius: 6px; padding: 0.3rem 0.7rem; margin: 0.25rem 0.4rem 0.25rem 0; cursor: pointer; }
button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
button[aria-pressed="true"] { background: var(--text); color: var(--page); }
.ranges { margin-bottom: 0.5rem; }
.panel { position: fixed; inset: 2rem auto auto 2rem; max-width: min(40rem, calc(100vw - 4rem)); max-height: calc(100vh - 4rem);
  overflow: auto; background: var(--page); color: var(--text); border: 2px solid var(--border); border-radius: 8px;
  padding: 0.75rem 1rem; z-index: 10; box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.35); }
.panel h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.panel ul { margin: 0; padding-inline-start: 1.2rem; font-size: 0.875rem; }
.panel li { margin: 0.15rem 0; }
.panel .c2m { color: var(--muted); }
.guide h2 { font-size: 1rem; margin: 0.5rem 0 0.25rem; }
.guide p { margin: 0.25rem 0; font-size: 0.875rem; }
.text h2 { font-size: 1rem; margin: 1rem 0 0.25rem; }
.text p { margin: 0.25rem 0; }
table { border-collapse: collapse; font-size: 0.875rem; margin-top: 0.5rem; }
caption { text-align: start; font-weight: 600; padding-bottom: 0.25rem; }
th, td { border-bottom: 1px solid var(--border); padding: 0.2rem 0.75rem 0.2rem 0; text-align: start; }
th button.sort { font: inherit; font-weight: bold; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: start; }
th[aria-sort=ascending] button.sort::after { content: " \25B2"; }
th[aria-sort=descending] button.sort::after { content: " \25BC"; }
.download { margin: 0.5rem 0; }
.search { margin: 0.25rem 0; }
.search input { font: inherit; font-size: 1rem; color: var(--text); background: var(--page); border: 1px solid var(--border);
  border-radius: 6px; padding: 0.2rem 0.4rem; }
.search input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
td { font-variant-numeric: tabular-nums; }
.chart.entering .series, .chart.entering .marks { animation: plotline-reveal 600ms ease-out both; }
.chart.entering .axis, .chart.entering .grid { animation: plotline-fade 600ms ease-out both; }
@keyframes plotline-reveal { from { clip-path: inset(0 100% 0 0); } to { clip-path: inset(0 0 0 0); } }
@keyframes plotline-fade { from { opacity: 0.2; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .chart.entering .series, .chart.entering .marks, .chart.entering .axis, .chart.entering .grid { animation: none; }
}
@media (forced-colors: active) {
  .chart:focus { outline: 3px solid Highlight; }
  .overlay .indicator, .overlay .highlight { stroke: Highlight; }
  .search input:focus-visible { outline: 3px solid Highlight; }
  .overlay .band { fill: none; stroke: Highlight; stroke-dasharray: 4 3; }
  .chart svg text { fill: CanvasText; }
  .chart svg .background { fill: Canvas; }
  button[aria-pressed="true"] { border: 3px solid Highlight; }
}
"""#
}
