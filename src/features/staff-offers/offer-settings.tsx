/**
 * The company's offer settings pages: /settings/offers/offer-fields (the values a recruiter fills
 * in an offer), /settings/offers/offer-letter-templates and offer-letter-details-templates (rich
 * text per language with {{variables}}), and /settings/e-signature (the provider, the limit of
 * offers out at once and how long a candidate's link works). Company settings access; the server
 * checks every call.
 */
import { useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  OFFER_FIELD_TYPES,
  type OfferField,
  type OfferTemplate,
} from "../../../contracts/offer.ts";
import { fieldErrorTexts } from "../../lib/error-text.ts";
import { CompanyPicker, useCompanyChoice } from "../../ui/company-choice.tsx";
import { Button } from "../../ui/form/button.tsx";
import { TabbedPageHeader } from "../../ui/tabbed-page-header.tsx";
import { useDocumentTitle } from "../../ui/use-document-title.ts";
import {
  deleteOfferField,
  deleteOfferTemplate,
  offerFieldsQueryOptions,
  offerSettingsQueryOptions,
  offerTemplatesQueryOptions,
  saveOfferField,
  saveOfferSettings,
  saveOfferTemplate,
} from "./staff-offers.queries.ts";
import { offerErrorText } from "../../lib/offer-texts.ts";
import "./staff-offers.css";

const VARIABLE_EXAMPLE = "{{candidate_first_name}}";

function OffersPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: (accountId: number) => ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const choice = useCompanyChoice();
  return (
    <section
      className="offers-settings"
      aria-labelledby="offers-settings-title"
    >
      <TabbedPageHeader
        title={<span id="offers-settings-title">{title}</span>}
        tabsLabel={t`Offer settings`}
        tabs={[
          {
            label: <Trans>Offer fields</Trans>,
            link: { to: "/settings/offers/offer-fields" },
          },
          {
            label: <Trans>Offer letter templates</Trans>,
            link: { to: "/settings/offers/offer-letter-templates" },
          },
          {
            label: <Trans>Offer letter details templates</Trans>,
            link: { to: "/settings/offers/offer-letter-details-templates" },
          },
          {
            label: <Trans>E-signature</Trans>,
            link: { to: "/settings/e-signature" },
          },
        ]}
      />
      <p className="offers-muted">{intro}</p>
      <CompanyPicker id="offers-company" choice={choice} />
      {choice.accountId === undefined ? (
        <p className="offers-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        children(choice.accountId)
      )}
    </section>
  );
}

function useFieldTypeNames(): Record<OfferField["field_type"], string> {
  const { t } = useLingui();
  return {
    text: t`Text`,
    number: t`Number`,
    money: t`Amount of money`,
    date: t`Date`,
    choice: t`Choice from a list`,
  };
}

export function OfferFieldsSettings() {
  const { t } = useLingui();
  return (
    <OffersPage
      title={t`Offer fields`}
      intro={
        <Trans>
          The values a recruiter fills in each offer, such as salary, pay
          period, start date and location. Templates use them as variables by
          their key.
        </Trans>
      }
    >
      {(accountId) => <FieldsList key={accountId} accountId={accountId} />}
    </OffersPage>
  );
}

function FieldsList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const fields = useQuery(offerFieldsQueryOptions(accountId));
  const names = useFieldTypeNames();
  const [editing, setEditing] = useState<OfferField | null | undefined>();
  const [error, setError] = useState<string>();
  return (
    <>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <div className="offers-table-scroll">
        <table className="offers-table">
          <thead>
            <tr>
              <th scope="col">{t`Label`}</th>
              <th scope="col">{t`Variable`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Required`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {(fields.data ?? []).map((f) => (
              <tr key={f.offer_field_id}>
                <td>{f.label}</td>
                <td>
                  <code>{`{{${f.field_key}}}`}</code>
                </td>
                <td>{names[f.field_type]}</td>
                <td>{f.required ? t`Yes` : t`No`}</td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(f)}
                    aria-label={t`Edit ${f.label}`}
                  >
                    <Trans>Edit</Trans>
                  </Button>{" "}
                  <Button
                    variant="secondary"
                    aria-label={t`Remove ${f.label}`}
                    onClick={() =>
                      void deleteOfferField(
                        queryClient,
                        accountId,
                        f.offer_field_id,
                      ).catch((caught: unknown) =>
                        setError(offerErrorText(caught)),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fields.data?.length === 0 && (
        <p className="offers-muted">
          <Trans>No offer fields yet.</Trans>
        </p>
      )}
      {editing === undefined ? (
        <div>
          <Button onClick={() => setEditing(null)}>
            <Trans>Add an offer field</Trans>
          </Button>
        </div>
      ) : (
        <FieldForm
          key={editing?.offer_field_id ?? "new"}
          accountId={accountId}
          field={editing}
          nextOrder={(fields.data?.length ?? 0) + 1}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function FieldForm({
  accountId,
  field,
  nextOrder,
  onDone,
}: {
  accountId: number;
  field: OfferField | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const names = useFieldTypeNames();
  const [label, setLabel] = useState(field?.label ?? "");
  const [key, setKey] = useState(field?.field_key ?? "");
  const [type, setType] = useState<OfferField["field_type"]>(
    field?.field_type ?? "text",
  );
  const [required, setRequired] = useState(field?.required ?? false);
  const [options, setOptions] = useState((field?.options ?? []).join("\n"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setErrors({});
    try {
      const list =
        type === "choice"
          ? options
              .split("\n")
              .map((o) => o.trim())
              .filter(Boolean)
          : [];
      await saveOfferField(queryClient, accountId, field?.offer_field_id, {
        field_key: key,
        label,
        field_type: type,
        required,
        options: list,
        min_value: field?.min_value ?? null,
        max_value: field?.max_value ?? null,
        sort_order: field?.sort_order ?? nextOrder,
      });
      onDone();
    } catch (caught) {
      setError(offerErrorText(caught));
      setErrors(fieldErrorTexts(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-label={field ? t`Edit the offer field` : t`New offer field`}
    >
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <label className="offers-field">
        <span>{t`Label`}</span>
        <input
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          required
          maxLength={100}
        />
        {errors.label && <span className="offers-alert">{errors.label}</span>}
      </label>
      <label className="offers-field">
        <span>{t`Variable key (lower case letters, digits and _)`}</span>
        <input
          value={key}
          onChange={(event) => setKey(event.target.value.toLowerCase())}
          required
          pattern="[a-z][a-z0-9_]{0,39}"
          maxLength={40}
        />
        {errors.field_key && (
          <span className="offers-alert">{errors.field_key}</span>
        )}
      </label>
      <label className="offers-field">
        <span>{t`Type`}</span>
        <select
          value={type}
          onChange={(event) =>
            setType(event.target.value as OfferField["field_type"])
          }
        >
          {OFFER_FIELD_TYPES.map((ft) => (
            <option key={ft} value={ft}>
              {names[ft]}
            </option>
          ))}
        </select>
      </label>
      {type === "choice" && (
        <label className="offers-field">
          <span>{t`Options, one per line`}</span>
          <textarea
            value={options}
            onChange={(event) => setOptions(event.target.value)}
            rows={4}
          />
          {errors.options && (
            <span className="offers-alert">{errors.options}</span>
          )}
        </label>
      )}
      <label>
        <input
          type="checkbox"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />{" "}
        <Trans>Required in every offer</Trans>
      </label>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The shared rich-text editor, given by the route (features do not import each other). */
export type RichTextEditor = (props: {
  value: string;
  onChange: (markdown: string) => void;
  label: ReactNode;
}) => ReactNode;

export function OfferTemplatesSettings({
  kind,
  Editor,
}: {
  kind: "letter" | "details";
  Editor: RichTextEditor;
}) {
  const { t } = useLingui();
  const title =
    kind === "letter"
      ? t`Offer letter templates`
      : t`Offer letter details templates`;
  return (
    <OffersPage
      title={title}
      intro={
        kind === "letter" ? (
          <Trans>
            The letters recruiters start offers from, in English, Spanish or
            French. Write a variable between double braces, such as{" "}
            {VARIABLE_EXAMPLE}, where the candidate's, the requisition's or the
            offer's values go.
          </Trans>
        ) : (
          <Trans>
            Reusable details (benefits, conditions) written once, with the same
            variables as letters.
          </Trans>
        )
      }
    >
      {(accountId) => (
        <TemplatesList
          key={`${accountId}-${kind}`}
          accountId={accountId}
          kind={kind}
          Editor={Editor}
        />
      )}
    </OffersPage>
  );
}

function TemplatesList({
  accountId,
  kind,
  Editor,
}: {
  accountId: number;
  kind: "letter" | "details";
  Editor: RichTextEditor;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const templates = useQuery(offerTemplatesQueryOptions(accountId));
  const [editing, setEditing] = useState<OfferTemplate | null | undefined>();
  const [error, setError] = useState<string>();
  const mine = (templates.data?.templates ?? []).filter((x) => x.kind === kind);
  return (
    <>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      {mine.length > 0 && (
        <ul>
          {mine.map((tpl) => (
            <li key={tpl.offer_letter_template_id}>
              {tpl.name} ({tpl.language}){" "}
              <Button
                variant="secondary"
                onClick={() => setEditing(tpl)}
                aria-label={t`Edit ${tpl.name}`}
              >
                <Trans>Edit</Trans>
              </Button>{" "}
              <Button
                variant="secondary"
                aria-label={t`Remove ${tpl.name}`}
                onClick={() =>
                  void deleteOfferTemplate(
                    queryClient,
                    accountId,
                    tpl.offer_letter_template_id,
                  ).catch((caught: unknown) => setError(offerErrorText(caught)))
                }
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {mine.length === 0 && (
        <p className="offers-muted">
          <Trans>No templates yet.</Trans>
        </p>
      )}
      {editing === undefined ? (
        <div>
          <Button onClick={() => setEditing(null)}>
            <Trans>Add a template</Trans>
          </Button>
        </div>
      ) : (
        <TemplateForm
          key={editing?.offer_letter_template_id ?? "new"}
          accountId={accountId}
          kind={kind}
          Editor={Editor}
          template={editing}
          variables={templates.data?.variables ?? []}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function TemplateForm({
  accountId,
  kind,
  Editor,
  template,
  variables,
  onDone,
}: {
  accountId: number;
  kind: "letter" | "details";
  Editor: RichTextEditor;
  template: OfferTemplate | null;
  variables: string[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState(template?.name ?? "");
  const [language, setLanguage] = useState<"en" | "es" | "fr">(
    template?.language ?? "en",
  );
  const [body, setBody] = useState(template?.body ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await saveOfferTemplate(
        queryClient,
        accountId,
        template?.offer_letter_template_id,
        { kind, name, language, body },
      );
      onDone();
    } catch (caught) {
      // A problem with the template as a whole comes first as non_field_errors.
      setError(
        fieldErrorTexts(caught).non_field_errors ??
          Object.values(fieldErrorTexts(caught))[0] ??
          offerErrorText(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-label={template ? t`Edit the template` : t`New template`}
    >
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <label className="offers-field">
        <span>{t`Name`}</span>
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={200}
        />
      </label>
      <label className="offers-field">
        <span>{t`Language`}</span>
        <select
          value={language}
          onChange={(event) =>
            setLanguage(event.target.value as "en" | "es" | "fr")
          }
        >
          <option value="en">{t`English`}</option>
          <option value="es">{t`Spanish`}</option>
          <option value="fr">{t`French`}</option>
        </select>
      </label>
      <Editor value={body} onChange={setBody} label={t`Text of the template`} />
      <p className="offers-muted">
        <Trans>Variables:</Trans> {variables.map((v) => `{{${v}}}`).join(" ")}
      </p>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

export function ESignatureSettings() {
  const { t } = useLingui();
  return (
    <OffersPage
      title={t`E-signature`}
      intro={
        <Trans>
          How offers are signed. The built-in signer needs no outside service:
          it stamps each signature, adds a certificate page and seals the PDF
          with your server's certificate.
        </Trans>
      }
    >
      {(accountId) => <ESignatureForm key={accountId} accountId={accountId} />}
    </OffersPage>
  );
}

function ESignatureForm({ accountId }: { accountId: number }) {
  const settings = useQuery(offerSettingsQueryOptions(accountId));
  if (!settings.data) return null;
  return <ESignatureFields accountId={accountId} initial={settings.data} />;
}

function ESignatureFields({
  accountId,
  initial,
}: {
  accountId: number;
  initial: {
    max_open_offers: number | null;
    link_days: number;
    open_offers: number;
  };
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(
    initial.max_open_offers === null ? "" : String(initial.max_open_offers),
  );
  const [days, setDays] = useState(String(initial.link_days));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      await saveOfferSettings(queryClient, accountId, {
        esignature_provider: "builtin",
        max_open_offers: limit.trim() ? Number(limit) : null,
        link_days: Number(days),
      });
      setMessage({ ok: true, text: t`Saved.` });
    } catch (caught) {
      setMessage({
        ok: false,
        text:
          Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-label={t`E-signature settings`}
    >
      {message && (
        <p
          className={message.ok ? "offers-success" : "offers-alert"}
          role={message.ok ? "status" : "alert"}
        >
          {message.text}
        </p>
      )}
      <fieldset className="offers-field">
        <legend>{t`Provider`}</legend>
        <label>
          <input type="radio" name="provider" checked readOnly />{" "}
          <Trans>Built-in signer (no outside service)</Trans>
        </label>
        <p className="offers-muted">
          <Trans>
            Other e-signature providers can be added here later; offers keep the
            provider they were sent with.
          </Trans>
        </p>
      </fieldset>
      <label className="offers-field">
        <span>{t`Offers out for signature at once (empty: no limit)`}</span>
        <input
          type="number"
          min={1}
          max={100000}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
      </label>
      <p className="offers-muted">{t`Out for signature now: ${initial.open_offers}`}</p>
      <label className="offers-field">
        <span>{t`Days a candidate's link works`}</span>
        <input
          type="number"
          min={1}
          max={90}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          required
        />
      </label>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
