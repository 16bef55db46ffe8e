/**
 * The assessment module's face (D352): what code outside its folder may use. Nothing today: the
 * questionnaire's content others read (its items, its attribute names, preferText) is below the
 * modules, in server/db/questionnaire-content.ts (D338, D459), and the kind reaches the plan editor
 * and the application's life through the kinds' registry (assessment.kind.ts).
 */
export {};
