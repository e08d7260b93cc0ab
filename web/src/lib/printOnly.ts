/**
 * The CSS that prints one element of a page alone on A4 (a receipt, a statement, a tax paper): the
 * site's header, footer and everything else on the page are left out, whatever the layout is made of.
 * Rendered in a `<style>` by the page that holds the element.
 */
export function printOnlyCss(elementId: string): string {
  return `@page { size: A4; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  header:not(#${elementId} *), footer:not(#${elementId} *) { display: none !important; }
  #main { min-height: 0 !important; }
  #${elementId}, #${elementId} * { visibility: visible; }
  #${elementId} { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;
}
