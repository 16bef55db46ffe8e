/** What an author may write: the checks of a test's, a section's and a question's fields, each problem named by its field in English (the screens word them in the user's language before sending). */
import type { CreateQuestion, CreateSection } from '../../../contracts/skills-test-authoring.ts';
import {
  MAX_QUESTION_OPTIONS,
  MAX_QUESTION_TEXT,
  MAX_SECTION_MINUTES,
  MAX_SKILLS_TEST_INSTRUCTIONS,
  MAX_SKILLS_TEST_TITLE,
  MIN_QUESTION_OPTIONS,
} from '../../../contracts/skills-test-authoring.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError } from '../../http/http-error.ts';

export type Problem = { prop: string; message: string };

/** The trimmed English title and instructions, and what is wrong with them. */
export function checkTexts(body: { title: string; instructions?: string }): {
  title: string;
  instructions: string;
  problems: Problem[];
} {
  const title = body.title.trim();
  const instructions = (body.instructions ?? '').trim();
  const problems: Problem[] = [];
  if (title === '') problems.push({ prop: 'title', message: 'Enter a title.' });
  else if (title.length > MAX_SKILLS_TEST_TITLE)
    problems.push({
      prop: 'title',
      message: `The title can be at most ${MAX_SKILLS_TEST_TITLE} characters.`,
    });
  if (instructions.length > MAX_SKILLS_TEST_INSTRUCTIONS)
    problems.push({
      prop: 'instructions',
      message: `The instructions can be at most ${MAX_SKILLS_TEST_INSTRUCTIONS} characters.`,
    });
  return { title, instructions, problems };
}

/** The section's trimmed texts; 400 naming each field that is wrong. `questions`: how many it has now. */
export function checkedSection(
  body: CreateSection,
  questions: number,
): {
  title: string;
  instructions: string;
} {
  const { title, instructions, problems } = checkTexts(body);
  if (body.is_practice && body.minutes !== 0)
    problems.push({
      prop: 'minutes',
      message: 'A practice section is untimed: leave the time limit at 0.',
    });
  if (!body.is_practice && (body.minutes < 1 || body.minutes > MAX_SECTION_MINUTES))
    problems.push({
      prop: 'minutes',
      message: `A timed section needs a time limit of 1 to ${MAX_SECTION_MINUTES} minutes.`,
    });
  problems.push(...poolProblems(body, questions));
  refuse(problems);
  return { title, instructions };
}

export function refuse(problems: Problem[]): void {
  if (problems.length > 0)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
}

/** The question's trimmed text and options; 400 naming each field that is wrong. */
export function checkedQuestion(body: CreateQuestion): {
  text: string;
  options: { text: string; is_correct: boolean }[];
} {
  const text = body.text.trim();
  const options = body.options.map((o) => ({
    text: o.text.trim(),
    is_correct: o.is_correct,
  }));
  const problems: Problem[] = [];
  if (text === '') problems.push({ prop: 'text', message: 'Enter the question.' });
  else if (text.length > MAX_QUESTION_TEXT)
    problems.push({
      prop: 'text',
      message: `The question can be at most ${MAX_QUESTION_TEXT} characters.`,
    });
  if (options.length < MIN_QUESTION_OPTIONS || options.length > MAX_QUESTION_OPTIONS)
    problems.push({
      prop: 'options',
      message: `A question has ${MIN_QUESTION_OPTIONS} to ${MAX_QUESTION_OPTIONS} options.`,
    });
  else if (!options.some((o) => o.is_correct))
    problems.push({
      prop: 'options',
      message: 'Mark at least one option as correct.',
    });
  options.forEach((o, i) => {
    if (o.text === '')
      problems.push({
        prop: `options.${i}.text`,
        message: 'Enter the option.',
      });
    else if (o.text.length > MAX_QUESTION_TEXT)
      problems.push({
        prop: `options.${i}.text`,
        message: `An option can be at most ${MAX_QUESTION_TEXT} characters.`,
      });
  });
  refuse(problems);
  return { text, options };
}

/** A pool size (D503): a timed section's, 1 to the questions it has. */
function poolProblems(body: CreateSection, questions: number): Problem[] {
  const size = body.pool_size;
  if (size === undefined || size === null) return [];
  if (body.is_practice)
    return [{ prop: 'pool_size', message: 'A practice section shows all its questions: leave the pool size empty.' }];
  if (questions === 0)
    return [{ prop: 'pool_size', message: 'Add questions to the section before drawing some of them.' }];
  if (size < 1 || size > questions)
    return [{ prop: 'pool_size', message: `Draw 1 to ${questions} questions: the section has ${questions}.` }];
  return [];
}
