// The console's form layer: check before sending with the contract's schemas, read the server's
// refusal, show each problem under its field (see FormProblemsContext and the fields in ui/).
export { checkBody, hasProblems, problemsOfAnswer, NO_PROBLEMS, type Problems } from './problems';
export { useFormProblems, type FormProblems } from './useFormProblems';
export { FieldError, FormProblemsProvider, errorIdOf, useFieldProblem, type FieldState } from './FormProblemsContext';
export { FormField } from './FormField';
export { FieldInput } from './FieldInput';
