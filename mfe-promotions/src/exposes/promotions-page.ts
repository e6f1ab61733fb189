export { PromotionsPage } from '../promotions/promotions-page';
