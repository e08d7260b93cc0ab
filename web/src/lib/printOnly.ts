/**
 * The CSS that prints one element of a page alone on A4 (a receipt, a statement, a tax paper): the
 * site's header, footer and everything else on the page are left out, whatever the layout is made of.
 * Rendered in a `<style>` by the page that holds the element.
 *
 * What is neither the element, inside it, nor one of its ancestors is not laid out at all
 * (`display: none`): merely hidden, a tall page's other content still made the document longer than
 * the paper and printed a blank second sheet.
 */
export function printOnlyCss(elementId: string): string {
  return `@page { size: A4; margin: 15mm; }
@media print {
  body *:not(#${elementId}):not(#${elementId} *):not(:has(#${elementId})) { display: none !important; }
  body * { visibility: hidden; }
  header:not(#${elementId} *), footer:not(#${elementId} *) { display: none !important; }
  #main { min-height: 0 !important; }
  #${elementId}, #${elementId} * { visibility: visible; }
  #${elementId} { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;
}
