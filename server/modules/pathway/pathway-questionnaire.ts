/**
 * The career pathways questionnaire's one template item ("How interested are you in the role of
 * {role}?") becomes one item per role of the employee's pathway, in the pathway's order. Without a
 * tracker the role questions are left out. Pure apart from reading the tracker and its roles.
 */
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { ROLE_PLACEHOLDER, ROLE_TEMPLATE_ITEM, roleItemId } from '../../db/seed/content/career-pathways-bank.ts';
import type { readContent } from '../../db/questionnaire-content.ts';
import * as store from './pathway.store.ts';

export interface TrackerOfUser {
  refId: string;
  userId: number;
}

type StoredContent = Awaited<ReturnType<typeof readContent>>;

export interface Role {
  pathway_job_id: number;
  title: string;
}

/** The content with the template replaced by `roles` (none: removed), items renumbered in order. */
export function withRoleItems(content: StoredContent, roles: readonly Role[]): StoredContent {
  const template = content.items.find((item) => item.item_id === ROLE_TEMPLATE_ITEM);
  if (!template) return content;
  const items = content.items.flatMap((item) =>
    item.item_id === ROLE_TEMPLATE_ITEM
      ? roles.map((role) => ({ ...template, item_id: roleItemId(role.pathway_job_id) }))
      : [item],
  );
  const templateTexts = content.itemTexts.filter((text) => text.item_id === ROLE_TEMPLATE_ITEM);
  const itemTexts = content.itemTexts.flatMap((text) => (text.item_id === ROLE_TEMPLATE_ITEM ? [] : [text]));
  for (const role of roles) {
    for (const text of templateTexts)
      itemTexts.push({
        ...text,
        item_id: roleItemId(role.pathway_job_id),
        text: text.text.replaceAll(ROLE_PLACEHOLDER, role.title),
      });
  }
  const withItems = new Set(items.map((item) => item.section_id));
  return {
    ...content,
    sections: content.sections.filter((section) => withItems.has(section.section_id)),
    items: items.map((item, index) => ({ ...item, sort_order: index + 1 })),
    itemTexts,
  };
}

export async function expandPathwayRoles(
  db: Db,
  content: StoredContent,
  tracker: TrackerOfUser | undefined,
): Promise<StoredContent> {
  if (!tracker) return withRoleItems(content, []);
  const owner = await store.trackerOwner(db, tracker.refId);
  if (!owner || owner.user_id !== tracker.userId) throw notFound('Tracker not found');
  // Archived roles are no longer asked about (D77).
  return withRoleItems(
    content,
    (await store.pathwayRoles(db, owner.job_id)).filter((role) => role.archived_at === null),
  );
}
