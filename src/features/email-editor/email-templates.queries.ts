/** Mail templates as TanStack Query knows them: a company's (scope 'company') or the system's. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import type { TemplateFields, TryTemplate } from '../../../contracts/email-templates.ts';
import type { Language } from '../../../contracts/languages.ts';
import { call } from '../../lib/api-client.ts';
import {
  getCompanyEmailTemplate,
  getSystemEmailTemplate,
  listCompanyEmailTemplates,
  listSystemEmailTemplates,
  previewEmailTemplate,
  restoreCompanyEmailTemplate,
  restoreSystemEmailTemplate,
  saveCompanyEmailTemplate,
  saveSystemEmailTemplate,
  sendTestEmailTemplate,
} from '../../lib/api/email-templates.ts';

/** Whose templates: a company's own versions, or the provider's system templates. */
export type TemplateScope = { kind: 'company'; accountId: number } | { kind: 'system' };

const scopeKey = (scope: TemplateScope) => (scope.kind === 'company' ? scope.accountId : 'system');

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  list: (scope: TemplateScope) => ['email-templates', scopeKey(scope)] as const,
  one: (scope: TemplateScope, slug: EmailTemplateSlug, language: Language) =>
    ['email-templates', scopeKey(scope), slug, language] as const,
};

export function emailTemplatesQueryOptions(scope: TemplateScope) {
  return queryOptions({
    queryKey: emailTemplateKeys.list(scope),
    queryFn: ({ signal }) =>
      scope.kind === 'company'
        ? call(listCompanyEmailTemplates, { query: { account_id: scope.accountId }, signal })
        : call(listSystemEmailTemplates, { signal }),
  });
}

export function emailTemplateQueryOptions(scope: TemplateScope, slug: EmailTemplateSlug, language: Language) {
  return queryOptions({
    queryKey: emailTemplateKeys.one(scope, slug, language),
    queryFn: ({ signal }) =>
      scope.kind === 'company'
        ? call(getCompanyEmailTemplate, { params: { slug }, query: { account_id: scope.accountId, language }, signal })
        : call(getSystemEmailTemplate, { params: { slug }, query: { language }, signal }),
  });
}

async function settle(
  queryClient: QueryClient,
  scope: TemplateScope,
  slug: EmailTemplateSlug,
  language: Language,
  saved: unknown,
) {
  queryClient.setQueryData(emailTemplateKeys.one(scope, slug, language), saved);
  await queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list(scope), exact: true });
}

export async function saveEmailTemplate(
  queryClient: QueryClient,
  scope: TemplateScope,
  slug: EmailTemplateSlug,
  language: Language,
  fields: TemplateFields,
) {
  const saved =
    scope.kind === 'company'
      ? await call(saveCompanyEmailTemplate, {
          params: { slug },
          body: { ...fields, account_id: scope.accountId, language },
        })
      : await call(saveSystemEmailTemplate, { params: { slug }, body: { ...fields, language } });
  await settle(queryClient, scope, slug, language, saved);
  return saved;
}

export async function restoreEmailTemplate(
  queryClient: QueryClient,
  scope: TemplateScope,
  slug: EmailTemplateSlug,
  language: Language,
) {
  const restored =
    scope.kind === 'company'
      ? await call(restoreCompanyEmailTemplate, { params: { slug }, query: { account_id: scope.accountId, language } })
      : await call(restoreSystemEmailTemplate, { params: { slug }, query: { language } });
  await settle(queryClient, scope, slug, language, restored);
  return restored;
}

export function previewQueryOptions(body: TryTemplate) {
  return queryOptions({
    queryKey: ['email-templates', 'preview', body] as const,
    queryFn: ({ signal }) => call(previewEmailTemplate, { body, signal }),
    staleTime: Infinity,
  });
}

export const sendTestMail = (body: TryTemplate) => call(sendTestEmailTemplate, { body });
