/**
 * The skills-test module's face (D352): what code outside its folder may use. Nothing today: the
 * test's content others read (the scale's figures) is below the modules, in
 * server/db/skills-test-content.ts (D459), and the kind reaches the plan editor and the scorecard
 * through the kinds' registry (skills-test.kind.ts).
 */
export {};
