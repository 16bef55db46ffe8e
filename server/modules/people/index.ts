/** The people module's face (D352): what code outside its folder may use. */
export { employeeFromHire } from './hired-employee.ts';
export {
  employeeColumns,
  findEmployee,
  hiredFrom,
  inScope,
  latestRatings,
  participantLocations,
  turnoverPoints,
  updateEmployee,
  type EmployeeScope,
  type EmployeeWrite,
  type EmploymentEnd,
  type FieldAnswers,
} from './people.store.ts';
export { participantOutcomes, participantScores } from './person.store.ts';
