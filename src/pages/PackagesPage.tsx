export { default } from './SimplePage';
