import { cn } from '../../../lib/cn';

/** A figure the server drew as one `<svg>` element, shown as an image (never put into the page as markup). */
export function SvgFigure({ svg, alt, className }: { svg: string; alt: string; className?: string }) {
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} className={cn('h-auto max-w-full bg-white', className)} />;
}
