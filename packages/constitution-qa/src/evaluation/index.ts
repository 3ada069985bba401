// Entry point of the evaluation build (dist/evaluation.js) used by scripts/evaluate.mjs; not part
// of the package's public exports.
export { readQuestions } from './evaluation-question';
export {
  createBaseline,
  measureQuestions,
  percentile,
  reliability,
  summarise,
} from './measure-questions';
