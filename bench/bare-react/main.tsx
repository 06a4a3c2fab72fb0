// The bare React 19 page of DESIGN §8's main-thread budget: it hydrates the six healer cards the
// app's `/` draws first, from their markup serialised as a tree (bench/main-thread.ts writes
// both into the page), with nothing else of the app: no router, query cache, texts or header.
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** An element as [tag, attributes, ...children]; a text as itself. */
type Node = string | [string, Record<string, unknown>, ...Node[]];

function element(node: Node, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  return createElement(tag, { ...props, key }, ...children.map(element));
}

function Cards(props: { tree: Node[] }) {
  return props.tree.map(element);
}

const tree = JSON.parse(document.getElementById('bare-cards')?.textContent ?? '[]') as Node[];
const root = document.getElementById('root');
if (root) hydrateRoot(root, <Cards tree={tree} />);
