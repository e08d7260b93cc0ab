import { cn } from '../../../lib/cn';

/** Typography for rendered Markdown (no typography plugin: the few rules the allowlist can produce). */
export const proseClasses = cn(
  'max-w-none break-words text-base leading-relaxed text-slate-800',
  '[&>*+*]:mt-4',
  '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-primary-900',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-primary-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-primary-900',
  '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline hover:[&_a]:text-primary-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-accent-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-700',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:border-slate-200',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left',
);

/**
 * Rendered Markdown. `html` must already be safe: the server's `contentHtml` (sanitize-html) or the
 * editor preview's output (DOMPurify); both use the same strict allowlist.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
