/**
 * DOMPurify runs in real browsers; two gaps in happy-dom (the unit-test DOM) break it, and this
 * file closes them so the editor's renderer can be tested here. Call `prepareHappyDomForDomPurify()`
 * before `dompurify` is first imported (DOMPurify captures DOM methods when it loads).
 *
 * 1. DOMPurify reads `nodeName` through `Node.prototype`'s getter. happy-dom's base getter answers
 *    '' and the real name comes from subclass getters, so every element looked nameless and was
 *    dropped. The patched getter dispatches to the most specific one, as browsers effectively do.
 * 2. happy-dom's NodeIterator is a TreeWalker without the DOM standard's "removing steps": when
 *    the node it stands on is removed it loses its place, so DOMPurify (which removes nodes while
 *    iterating) would skip nodes. The iterator below follows the standard for that pattern.
 */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n.nextSibling) return n.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let p = node.previousSibling;
  if (p) {
    while (p.lastChild) p = p.lastChild;
    return p;
  }
  return node.parentNode;
}

class StandardNodeIterator {
  private reference: Node;
  private referencePreceding: Node | null = null;
  private started = false;

  constructor(
    readonly root: Node,
    readonly whatToShow: number = 0xffffffff,
    readonly filter: NodeFilter | null = null,
  ) {
    this.reference = root;
  }

  private shows(node: Node): boolean {
    return ((this.whatToShow >>> (node.nodeType - 1)) & 1) === 1;
  }

  nextNode(): Node | null {
    let node: Node | null;
    if (!this.started) {
      this.started = true;
      node = this.root;
    } else {
      // The node we stood on was removed: continue from the node that preceded it.
      const removed = this.reference !== this.root && !this.root.contains(this.reference);
      const from = removed ? this.referencePreceding : this.reference;
      node = from ? following(from, this.root) : null;
    }
    while (node && !this.shows(node)) node = following(node, this.root);
    if (!node) return null;
    this.reference = node;
    this.referencePreceding = preceding(node, this.root);
    return node;
  }

  previousNode(): Node | null {
    throw new Error('not needed by DOMPurify');
  }

  detach(): void {}
}

function patchNodeName(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!base?.get) return;
  const baseGet = base.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this) as object | null; proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
      }
      return baseGet.call(this) as string;
    },
  });
}

export function prepareHappyDomForDomPurify(): void {
  patchNodeName();
  installStandardNodeIterator();
}

function installStandardNodeIterator(): void {
  function createNodeIterator(root: Node, whatToShow?: number, filter?: NodeFilter | null) {
    return new StandardNodeIterator(root, whatToShow, filter ?? null) as unknown as NodeIterator;
  }
  // happy-dom defines the method on its own document classes: patch wherever it lives, for the
  // window's document and for documents made by DOMParser (which DOMPurify uses).
  const parsed = new DOMParser().parseFromString('<p></p>', 'text/html');
  for (const doc of [document, parsed]) {
    for (let proto: object | null = doc; proto; proto = Object.getPrototypeOf(proto)) {
      if (Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) {
        Object.defineProperty(proto, 'createNodeIterator', { value: createNodeIterator, configurable: true, writable: true });
      }
    }
  }
}
