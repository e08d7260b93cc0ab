/**
 * The CSS that prints one element of a page alone on A4 (a receipt, a statement, a tax paper): the
 * site's header, footer and everything else on the page are left out, whatever the layout is made of.
 * Rendered in a `<style>` by the page that holds the element.
 *
 * What is neither the element, inside it, nor one of its ancestors is not laid out at all
 * (`display: none`): merely hidden, it would still take its place, and a page longer than the paper
 * would print blank sheets after it. The ancestors keep no margin, padding or height of their own, and
 * only the element's contents are painted.
 */
export function printOnlyCss(elementId: string): string {
  return `@page { size: A4; margin: 15mm; }
@media print {
  body *:not(#${elementId}):not(#${elementId} *):not(:has(#${elementId})) { display: none !important; }
  body * { visibility: hidden; }
  #${elementId}, #${elementId} * { visibility: visible; }
  body *:has(#${elementId}) { margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; }
}`;
}
