import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { staffFolders, staffFoldersOf } from './staff-folders.mjs';

const root = join(import.meta.dirname, '..');
const graph = (edges: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(edges).map(([id, imports]) => [id, { imports, dynamicImports: [] }]));

describe('staff folders, by the route tree', () => {
  it('calls a new feature staff when only staff routes reach it, with no list to update', () => {
    const folders = staffFoldersOf(
      graph({
        'src/main.tsx': [],
        'src/routes/_applicant/user/progress.tsx': ['src/features/candidate/tracker.tsx'],
        'src/routes/_staff/brand-new.tsx': ['src/features/brand-new/screen.tsx'],
        'src/routes/_staff/both.tsx': ['src/features/candidate/tracker.tsx', 'src/features/brand-new/screen.tsx'],
        'src/features/brand-new/screen.tsx': ['src/ui/staff-only/table.tsx', 'src/ui/form/field.tsx'],
        'src/features/candidate/tracker.tsx': ['src/ui/form/field.tsx'],
        'src/ui/staff-only/table.tsx': [],
        'src/ui/form/field.tsx': [],
      }),
    );
    expect(folders).toEqual({ features: ['brand-new'], ui: ['staff-only'] });
  });

  it('calls a folder candidate code as soon as a candidate route reaches any of its modules', () => {
    const folders = staffFoldersOf(
      graph({
        'src/main.tsx': [],
        'src/routes/_public/job.tsx': ['src/features/brand-new/public-part.tsx'],
        'src/routes/_staff/brand-new.tsx': ['src/features/brand-new/screen.tsx'],
        'src/features/brand-new/public-part.tsx': [],
        'src/features/brand-new/screen.tsx': [],
      }),
    );
    expect(folders.features).toEqual([]);
  });

  it('finds the staff folders of this app in its source', () => {
    const { features, ui } = staffFolders(root);
    expect(features).toEqual(expect.arrayContaining(['smartreq', 'scorecard', 'settings', 'vendors', 'admin']));
    expect(features).not.toEqual(expect.arrayContaining(['questionnaire']));
    for (const candidate of ['questionnaire', 'candidate', 'auth', 'speed-test', 'typing-test', 'layout'])
      expect(features).not.toContain(candidate);
    expect(ui).toContain('staff-kit');
    expect(ui).not.toContain('form');
  });
});
