import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HYDRATION_MODULES, SERVER_RENDERED } from './serverRendered';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
/** 'src/features/x/Page.tsx' as imported from src/app/: '../features/x/Page'. */
const importPath = (module: string) => module.replace(/^src\/app\//, './').replace(/^src\//, '../').replace(/\.tsx?$/, '');

describe('the modules a server-rendered page hydrates with', () => {
  it('are listed for every server-rendered page', () => {
    expect(Object.keys(HYDRATION_MODULES).sort()).toEqual(Object.keys(SERVER_RENDERED).sort());
  });

  it("are the page module the router's route loads, and the layout's lazy footer", () => {
    const router = source('./router.tsx');
    const layout = source('./layout/RootLayout.tsx');
    for (const [routeId, [page, ...layoutModules]] of Object.entries(HYDRATION_MODULES)) {
      const routeLine = router.split('\n').find((line) => line.includes(`id: '${routeId}'`));
      expect(routeLine, routeId).toContain(`import('${importPath(page!)}')`);
      for (const module of layoutModules) expect(layout).toContain(`import('./${module.split('/').pop()!.replace(/\.tsx$/, '')}')`);
    }
  });
});
