export { renderFirstScreen } from '../first-screen/render-first-screen';
