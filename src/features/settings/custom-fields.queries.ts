/** Company custom fields as TanStack Query knows them (company settings; never persisted with candidate data). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type FieldGroup, type SaveAccountField } from '../../../contracts/account-fields.ts';
import { COMPANY_CUSTOM_FIELDS_USAGE_TYPE } from '../../../contracts/application-form.ts';

import { call } from '../../lib/api-client.ts';
import {
  archiveAccountField,
  createAccountField,
  deleteAccountField,
  listAccountFields,
  orderAccountFields,
  updateAccountField,
} from '../../lib/api/account-fields.ts';

export const customFieldKeys = {
  all: ['custom-fields-admin'] as const,
  group: (accountId: number, group: FieldGroup) => ['custom-fields-admin', accountId, group] as const,
};

const usage = COMPANY_CUSTOM_FIELDS_USAGE_TYPE;

export function customFieldsQueryOptions(accountId: number, group: FieldGroup) {
  return queryOptions({
    queryKey: customFieldKeys.group(accountId, group),
    queryFn: ({ signal }) =>
      call(listAccountFields, { query: { account_id: accountId, usage_type_id: usage, field_group: group }, signal }),
  });
}

const refresh = (queryClient: QueryClient, accountId: number, group: FieldGroup) =>
  queryClient.invalidateQueries({ queryKey: customFieldKeys.group(accountId, group) });

export async function saveCustomField(
  queryClient: QueryClient,
  target: { accountId: number; group: FieldGroup; fieldId?: number },
  body: SaveAccountField,
) {
  const saved =
    target.fieldId === undefined
      ? await call(createAccountField, {
          body: { ...body, account_id: target.accountId, usage_type_id: usage, field_group: target.group },
        })
      : await call(updateAccountField, { params: { id: target.fieldId }, body });
  await refresh(queryClient, target.accountId, target.group);
  return saved;
}

export async function setCustomFieldArchived(
  queryClient: QueryClient,
  accountId: number,
  group: FieldGroup,
  fieldId: number,
  isArchived: boolean,
) {
  await call(archiveAccountField, { params: { id: fieldId }, body: { is_archived: isArchived } });
  await refresh(queryClient, accountId, group);
}

export async function deleteCustomField(
  queryClient: QueryClient,
  accountId: number,
  group: FieldGroup,
  fieldId: number,
) {
  await call(deleteAccountField, { params: { id: fieldId } });
  await refresh(queryClient, accountId, group);
}

export async function orderCustomFields(queryClient: QueryClient, accountId: number, group: FieldGroup, ids: number[]) {
  const fields = await call(orderAccountFields, {
    body: { account_id: accountId, usage_type_id: usage, field_group: group, account_field_ids: ids },
  });
  queryClient.setQueryData(customFieldKeys.group(accountId, group), fields);
  return fields;
}
