import { useDeferredValue, useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { RichText } from './RichText';

type Renderer = (source: string) => string;

/** Loads marked + DOMPurify on first use (the editor page only), then keeps them. */
let rendererPromise: Promise<Renderer> | null = null;
function loadRenderer(): Promise<Renderer> {
  rendererPromise ??= import('../lib/markdown').then((m) => m.renderMarkdownSafe);
  return rendererPromise;
}

/** The live preview of the editor's Markdown. */
export function MarkdownPreview({ source }: { source: string }) {
  const [render, setRender] = useState<Renderer | null>(null);
  const deferred = useDeferredValue(source);
  useEffect(() => {
    let live = true;
    void loadRenderer().then((fn) => {
      if (live) setRender(() => fn);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!render) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  if (!deferred.trim()) return <p className="text-sm text-slate-500">Your formatted article will appear here as you type.</p>;
  return <RichText html={render(deferred)} />;
}
