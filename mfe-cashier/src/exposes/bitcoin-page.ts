export { BitcoinPage } from '../bitcoin/bitcoin-page';
