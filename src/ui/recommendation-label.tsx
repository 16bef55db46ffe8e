import { useLingui } from '@lingui/react';
import type { Recommendation } from '../../contracts/interview.ts';
import { RECOMMENDATION_TEXT } from '../lib/interview-texts.ts';

export function RecommendationLabel({ value }: { value: Recommendation }) {
  const { _ } = useLingui();
  return <>{_(RECOMMENDATION_TEXT[value])}</>;
}
