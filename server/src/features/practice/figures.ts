import { panelSvg, type OirFigure } from './bank/oir/figure';

/** An OIR question's figures as the screen shows them: each panel a complete SVG drawn here from the stored figure. */
export function figureSvgs(figure: Record<string, unknown> | null): { stem: string[]; options: string[] } | null {
  if (!figure) return null;
  const { stem, options } = figure as OirFigure;
  return { stem: stem.map((panel) => panelSvg(panel)), options: options.map((panel) => panelSvg(panel)) };
}
