/**
 * Text of the /bitcoin/ page. Figures match the host's content pages:
 * bitcoin deposits $10 to $10,000 per transaction, credited after one confirmation;
 * WELCOME300 300% up to $3,000 (minimum $25); bitcoin withdrawals from $50, sent within
 * 24 hours of approval, reviewed within 48 hours, $2,500 per week.
 */

import type { PageContent } from 'shared-ui';

export const bitcoinContent: PageContent = {
  title: "Bitcoin Deposits",
  intro:
    "Bitcoin is the fastest way to fund your {product} account and to get your winnings back out. Deposits start at $10, there are no card declines, and payouts are sent within 24 hours of approval.",
  sections: [
    {
      heading: "Why deposit with bitcoin",
      paragraphs: [
        "Bitcoin payments go straight from your wallet to the casino, without a bank in the middle. That means no declined transactions, no cash advance fees from your card issuer, and higher limits than card deposits. Your balance is always kept in US dollars, so you play and win in dollars as usual.",
      ],
      items: [
        "Deposits from $10 up to $10,000 per transaction",
        "Credited after one network confirmation, usually within 10 to 30 minutes",
        "No deposit fees from us",
        "Withdrawals from $50, sent within 24 hours of approval",
        "Qualifies for WELCOME300 and our other deposit coupons",
      ],
    },
    {
      heading: "Getting a bitcoin wallet",
      paragraphs: [
        "To deposit with bitcoin you need a wallet, the app or account that holds your coins. If you are new to crypto, the simplest route is a well-known exchange or wallet app that lets you buy bitcoin with your bank account or card and send it anywhere. Buy a little more than you plan to deposit, to cover the network fee your wallet charges for sending.",
        "Keep your wallet secure: use a strong password, turn on two-factor authentication, and store your recovery phrase somewhere safe and offline. Nobody from {product} will ever ask for your recovery phrase or private keys.",
      ],
    },
    {
      heading: "How to deposit, step by step",
      paragraphs: [
        "Make sure your account details are complete first; we ask for your address and phone number before your first deposit. If you want a bonus, redeem the coupon on the COUPONS page before you open the cashier.",
      ],
      items: [
        "Open the cashier and choose Bitcoin.",
        "Enter the amount you want to deposit in US dollars, from $10 to $10,000. The cashier shows the exact bitcoin amount and a deposit address, with a QR code.",
        "In your wallet, scan the QR code or copy the address, and send the exact bitcoin amount shown. Send only bitcoin (BTC) on the bitcoin network to this address.",
        "Send the payment within 30 minutes, while the quoted exchange rate is held. Each address is created for one deposit, so always request a new one for your next deposit.",
        "Your deposit is credited in US dollars as soon as the payment has one confirmation on the bitcoin network, usually within 10 to 30 minutes.",
      ],
    },
    {
      heading: "Confirmations and exchange rates",
      paragraphs: [
        "Every bitcoin payment has to be confirmed by the network before it is final. Confirmation times depend on how busy the network is and on the fee your wallet paid; a very low fee can delay a payment by hours. If your deposit has not arrived after an hour, check the transaction ID in your wallet or on a block explorer, and send it to our hosts on live chat.",
        "The dollar amount credited is based on the exchange rate quoted when you started the deposit. If you send less than the amount shown, or send after the 30-minute window, the deposit is credited at the value received and the exchange rate when it is confirmed. Your wallet's network fee is paid by you and is not part of the deposit.",
      ],
    },
    {
      heading: "Bonuses for bitcoin deposits",
      paragraphs: [
        "Bitcoin deposits qualify for the same coupons as any other method, including our welcome offer: redeem WELCOME300 and deposit at least $25 in bitcoin for a 300% match up to $3,000, with a 30x playthrough on the deposit plus the bonus. Some coupons on the COUPONS page are for crypto deposits only; their cards show bitcoin as the deposit method and list their own minimum deposit, playthrough and maximum bet.",
        "Redeem the coupon before you deposit. The card changes to 'Deposit Now to Receive your Bonus!', and the bonus is added as soon as your bitcoin deposit is confirmed. If you deposit without a bonus and your balance runs out, you can claim 25% cashback on your net loss from the COUPONS page instead.",
      ],
    },
    {
      heading: "Withdrawing to bitcoin",
      paragraphs: [
        "Bitcoin is also our fastest way to pay out. Request a withdrawal in the cashier, choose Bitcoin and enter the address of a wallet in your own name. Double-check the address: bitcoin payments cannot be reversed once sent.",
      ],
      items: [
        "Minimum withdrawal: $50.",
        "We review withdrawal requests within 48 hours and send bitcoin within 24 hours of approval.",
        "Withdrawals are limited to $2,500 per week; larger wins are paid in weekly instalments.",
        "Your account must be verified before your first withdrawal; for bitcoin, we ask for a screenshot of your wallet showing your deposit address.",
        "Each deposit must be played through at least once, and any active bonus's playthrough completed, before withdrawing.",
        "The amount is converted from US dollars at the exchange rate when the payment is sent, and the network fee is deducted from the amount sent.",
      ],
    },
  ],
};
