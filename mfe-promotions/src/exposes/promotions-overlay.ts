export { PromotionsOverlay } from '../rewards/promotions-overlay';
