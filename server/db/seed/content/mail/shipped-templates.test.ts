/**
 * Every shipped template, in every language, is one its own editor would save (D381): no unknown
 * variable, and the link or time its reader needs (REQUIRED_TEMPLATE_VARIABLES) in both parts.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANY_TEMPLATE_SLUGS,
  EMAIL_TEMPLATE_SLUGS,
  REQUIRED_TEMPLATE_VARIABLES,
  TEMPLATE_VARIABLES,
  variableNames,
} from '../../../../../contracts/email-template-catalog.ts';
import { templateFieldProblems } from '../../../../../contracts/email-templates.ts';
import { LANGUAGES } from '../../../../../contracts/languages.ts';
import { SHIPPED_TEMPLATES } from './shipped-templates.ts';

describe('the shipped templates', () => {
  it('given each mail in each language, then it passes the editor’s checks, the required variables included', () => {
    for (const slug of EMAIL_TEMPLATE_SLUGS) {
      for (const language of LANGUAGES) {
        const problems = templateFieldProblems(slug, SHIPPED_TEMPLATES[slug][language]).problems;
        expect(problems, `${slug} ${language}`).toEqual([]);
      }
    }
  });

  it('given a required variable, then it is one of its mail’s variables, and every mail a company may change that carries a link names one', () => {
    for (const [slug, required] of Object.entries(REQUIRED_TEMPLATE_VARIABLES)) {
      for (const name of required) expect(variableNames(slug as never), slug).toContain(name);
    }
    const withoutLink = COMPANY_TEMPLATE_SLUGS.filter(
      (slug) => TEMPLATE_VARIABLES[slug].some((v) => v.kind === 'link') && !REQUIRED_TEMPLATE_VARIABLES[slug],
    );
    expect(withoutLink).toEqual([]);
  });

  it('given a version that drops the link, then the problem names the variable and the part', () => {
    const shipped = SHIPPED_TEMPLATES.background_check_invitation.es;
    const problems = templateFieldProblems('background_check_invitation', {
      ...shipped,
      plain_body: shipped.plain_body.replaceAll('{{check_link}}', ''),
    }).problems;
    expect(problems.map((p) => [p.prop, p.rule, p.variable])).toEqual([
      ['plain_body', 'missing_variable', 'check_link'],
    ]);
  });
});
