export { articleReference } from './article-reference/article-reference';
