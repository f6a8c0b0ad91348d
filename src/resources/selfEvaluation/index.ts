/** The company's self-evaluation beside the auditor's score (issue 21), for the programme's staff. */
export { SelfEvaluationComparison } from './SelfEvaluationComparison';
export { SelfEvaluationComparisonPage } from './SelfEvaluationComparisonPage';
