export { StartPage } from './StartPage';
