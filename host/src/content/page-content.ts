/**
 * Text of the marketing and information pages, loaded with those pages (a chunk of its own, out
 * of the shell's bundle); the landing page's text is in home-content.ts.
 *
 * Figures used across these pages (keep the rest of the site consistent with them):
 * - Welcome offer WELCOME300: 300% match on the first deposit, minimum deposit $25,
 *   bonus capped at $3,000 (reached with a $1,000 deposit), playthrough 30x (deposit + bonus),
 *   30 days to complete, no maximum cashout, max bet $10 (lower $5 or $7 where the coupon terms say so).
 * - No deposit bonus: 50 free spins, winnings 40x playthrough, maximum cashout $100,
 *   claim within 7 days of signup, a $10 deposit is needed before withdrawing the winnings.
 * - Cashback: 25% of net losses on deposits played without a bonus, claimable once the balance is
 *   under $1 with no active coupon, 10x playthrough, no maximum cashout.
 * - Deposits: minimum $10 with every method; cards up to $1,000 per transaction; bitcoin up to $10,000.
 * - Withdrawals: minimum $50 (bitcoin) or $100 (bank wire); $2,500 per week; reviewed within 48 hours;
 *   bitcoin sent within 24 hours of approval; bank wire 5-10 business days; deposits wagered 1x first.
 * - Minimum age 21. Lobby jackpot: $0.01 per spin while opted in.
 */

import type { PageContent } from 'shared-ui';
import type { InfoSlug } from './info-slugs';

/* ------------------------------------------------------------------ */
/* Marketing pages                                                     */
/* ------------------------------------------------------------------ */

export const welcomeOfferContent: PageContent = {
  title: "Exclusive Welcome Offer",
  intro:
    "Your first deposit at {product} is worth four times as much: coupon WELCOME300 adds a 300% match, up to $3,000 in bonus money. Here is exactly how it works.",
  sections: [
    {
      heading: "The offer at a glance",
      paragraphs: [
        "WELCOME300 is our welcome coupon for new players. It matches your first deposit at 300%, so every dollar you deposit becomes four dollars to play with. It is the first card on the COUPONS page for every new account.",
      ],
      items: [
        "Coupon code: WELCOME300",
        "Match: 300% of your first deposit",
        "Minimum deposit: $25",
        "Maximum bonus: $3,000, reached with a deposit of $1,000 or more",
        "Playthrough: 30 times the deposit plus the bonus",
        "Maximum bet while the bonus is active: $10 per spin or hand, unless your coupon terms show a lower limit",
        "Maximum cashout: none, everything you win after the playthrough is yours to withdraw",
        "Time to complete the playthrough: 30 days from the deposit",
        "Available once per player, on the first deposit only",
      ],
    },
    {
      heading: "How to claim it, step by step",
      paragraphs: [
        "If you arrived from a link or an email that carried the code, we keep it for you in a cookie for seven days, so it is still waiting when you finish signing up. Otherwise, follow these steps:",
      ],
      items: [
        "Sign up. Enter your name, email, date of birth and a password. You must be at least 21 years old.",
        "Complete your account details. Before your first deposit we ask for your address and phone number; the cashier opens once they are filled in.",
        "Open COUPONS and press REDEEM on the WELCOME300 card. The card changes to show 'Deposit Now to Receive your Bonus!'.",
        "Press the deposit button. The cashier opens in a new tab. Choose a card or bitcoin and deposit at least $25.",
        "Play. As soon as your deposit is confirmed, the bonus is added and the card shows PLAY NOW.",
      ],
    },
    {
      heading: "How the playthrough works",
      paragraphs: [
        "Playthrough, also called wagering, is the total amount you need to bet before bonus-related winnings can be withdrawn. For WELCOME300 it is 30 times the deposit plus the bonus. With a $100 deposit you receive a $300 bonus; 30 times $400 means $12,000 in total bets. Bets are counted, not losses, so a $2 spin adds $2 to your progress whether it wins or not.",
        "Not all games count the same. Slots, keno, scratch cards, board games and crash games count 100% of every bet. Video poker, table games such as blackjack, roulette, baccarat and craps, and live dealer games do not count toward this playthrough, so we recommend staying with slots until it is complete.",
        "You can follow your progress at any time from the coupon card and the cashier panel, which show how much you have played and how much is still needed. If the 30 days run out before you finish, the bonus and any winnings from it are removed and your remaining deposit money stays in your account.",
      ],
    },
    {
      heading: "Maximum bet",
      paragraphs: [
        "While the bonus is active, the largest single bet allowed is $10 per spin, hand or round. Some accounts and some special coupons carry a lower limit of $5 or $7; when that applies, the limit is shown in the terms on your coupon card, and that figure is the one that counts.",
        "Bets above the limit do not count toward the playthrough, and winnings from them may be removed when you ask to withdraw. If you are unsure which limit applies to you, ask our hosts on live chat before you play.",
      ],
    },
    {
      heading: "Changing your mind",
      paragraphs: [
        "Until you deposit, the coupon is only requested, not used. You can press CANCEL on the card to drop it and keep the code for later. If you redeem a different coupon while WELCOME300 is still waiting for a deposit, WELCOME300 is cancelled first, so make sure the card you want is the one marked as requested before you open the cashier.",
        "Once the bonus has been credited it stays with your balance until the playthrough is complete, you lose the balance, or the time limit passes. If your balance drops below $1, the coupon ends and you are free to redeem another offer.",
      ],
    },
    {
      heading: "Good to know",
      paragraphs: [
        "The welcome offer is for one account per person, household, address, email, payment method and device. Opening more accounts to claim it again breaks our terms and can lead to bonuses and winnings being removed. Our full Terms and Conditions apply to every bonus, and our hosts are available 24/7 on live chat if anything is unclear.",
      ],
    },
  ],
};

export const noDepositBonusContent: PageContent = {
  title: "No Deposit Bonus",
  intro:
    "Try {product} before you deposit: new players can claim 50 free spins on selected slots without paying in a cent. Here is how to get them and what happens to your winnings.",
  sections: [
    {
      heading: "What you get",
      paragraphs: [
        "Our no deposit bonus is 50 free spins for new accounts. When you redeem the coupon you choose one of the eligible slots listed on the card, and the spins are loaded into that game at the stake shown. Whatever you win from the spins is added to your balance as bonus money.",
      ],
      items: [
        "50 free spins on an eligible slot of your choice",
        "No deposit needed to claim or play the spins",
        "Winnings carry a 40x playthrough",
        "Maximum cashout from the no deposit bonus: $100",
        "Claim within 7 days of opening your account",
        "One no deposit bonus per person, household, address and device",
      ],
    },
    {
      heading: "How to claim your free spins",
      paragraphs: [
        "Sign up, making sure you are 21 or older and that your details are correct, then open COUPONS. Find the no deposit free spins card and press REDEEM. You will be asked to pick a game from the eligible list; the spins start the next time you open that game.",
        "If you clicked a link with a no deposit code before signing up, we keep the code for seven days, so you can finish registering and redeem it without searching for it again.",
      ],
    },
    {
      heading: "Turning free spin winnings into cash",
      paragraphs: [
        "Free spin winnings need to be played through 40 times before they can be withdrawn. If your spins win $20, you need to place $800 in bets, on slots, keno, scratch cards, board games or crash games, which count 100%. Video poker, table games and live dealer games do not count.",
        "While you play through the winnings, the maximum bet is $10 per spin unless your coupon card shows a lower limit. After the playthrough, you can withdraw up to $100; anything above that is removed when the withdrawal is processed.",
        "Before your first withdrawal of no deposit winnings we ask for one deposit of at least $10 and the standard identity checks described on our Know Your Customer page. This confirms the account belongs to a real player and keeps the offer fair for everyone.",
      ],
    },
    {
      heading: "After the free spins",
      paragraphs: [
        "When you are ready to make a first deposit, WELCOME300 is still waiting for you: a 300% match up to $3,000. The free spins and the welcome bonus cannot be active at the same time, so finish or forfeit the free spin winnings before redeeming the welcome coupon. If your balance falls below $1, the free spin coupon ends automatically and you can move straight on to the welcome offer.",
      ],
    },
  ],
};

export const playContent: PageContent = {
  title: "Play",
  intro:
    "Everything you need to start playing at {product}: how to find your games, play for real money in US dollars and get the most out of the lobby.",
  sections: [
    {
      heading: "Start playing in three steps",
      paragraphs: [
        "Open an account, add funds and pick a game. Signing up takes a couple of minutes and is free; you must be at least 21 years old. Your first deposit can carry our WELCOME300 coupon for a 300% match up to $3,000, and deposits start at just $10.",
        "Games run in your browser on desktop, tablet and phone, with nothing to install. If you prefer a desktop program, our lobby is also available to download for Windows and Mac.",
      ],
    },
    {
      heading: "Find your game",
      paragraphs: [
        "The GAMES lobby opens with our newest releases and seasonal titles first, followed by slots, progressives, specialty games and crash games, then the rest of our categories in alphabetical order. Every category has an All view and smaller groups to narrow things down.",
      ],
      items: [
        "Search: type any part of a game's name to find it instantly.",
        "Favourites: tap the heart on any game to save it to your favourites list.",
        "Categories: slots, progressives, table games, video poker, specialty games, crash games and live dealer.",
        "Live dealer: opens our live studio with real dealers at blackjack, roulette and baccarat tables.",
      ],
    },
    {
      heading: "Playing with bonuses",
      paragraphs: [
        "If you redeem a coupon, the game list shows the games it can be played on. Free spin coupons let you choose the game your spins are loaded into. While a bonus is active, keep to the maximum bet on your coupon card, $10 per spin or hand unless a lower limit is shown, and check which games count toward the playthrough.",
        "If your balance is too low to play a game, we will ask whether you want to visit the cashier. Your balance and any active coupon are always shown in the cashier panel.",
      ],
    },
    {
      heading: "Lobby jackpot and QuickPlay",
      paragraphs: [
        "The lobby jackpot is a prize pool shared across the lobby. If you opt in with the LOBBY JACKPOT toggle, one cent ($0.01) is taken from your balance after every spin and you can win the jackpot on any eligible spin. You can opt out at any time with the same toggle; we ask you to confirm either way.",
        "QuickPlay lets the links in our emails log you in and open a game or redeem a coupon in one click. Turn it on or off with the QUICK PLAY toggle in the menu.",
      ],
    },
    {
      heading: "Play responsibly",
      paragraphs: [
        "Every game has a built-in house edge, and no system can beat it in the long run. Decide on a budget before you start, take regular breaks, and never chase losses. If you would like to set a deposit limit or take a break, our hosts can set it up for you on live chat; see our Responsible Gaming page for more.",
      ],
    },
  ],
};

export const cashbackContent: PageContent = {
  title: "Earn Cashback",
  intro:
    "Play without a bonus and, if your balance runs out, {product} gives you 25% of your net losses back. Here is how cashback works and how to claim it from the coupons page.",
  sections: [
    {
      heading: "25% back on your losses",
      paragraphs: [
        "Cashback is our way of softening a losing session. When you deposit and play with your own money, without redeeming a bonus, and your balance drops below $1, we calculate your net loss on that deposit and offer 25% of it back as a cashback coupon.",
        "Net loss means the deposit less any withdrawals made from it. Deposit $200, lose it all, and you can claim $50. Deposit $200, withdraw $100 and lose the rest, and your cashback is $25.",
      ],
    },
    {
      heading: "How to claim",
      paragraphs: [
        "Cashback is never added automatically; you choose when to take it. When it is available, a CASHBACK card appears near the top of the COUPONS page, just after any daily reward.",
      ],
      items: [
        "Make sure your balance is below $1 and no other coupon is active.",
        "Open COUPONS from the menu or the cashier panel.",
        "Find the CASHBACK card, which shows the amount available to you.",
        "Press the claim button. The amount is added to your balance straight away.",
        "Some cashback offers are handled personally by our hosts; for those, the card opens a live chat and a host credits it for you.",
      ],
    },
    {
      heading: "Cashback terms",
      paragraphs: [
        "Cashback is credited as bonus money with a 10x playthrough. A $50 cashback needs $500 in bets before it can be withdrawn, on slots, keno, scratch cards, board games or crash games. There is no maximum cashout on cashback, and the usual maximum bet of $10 per spin or hand applies while it is active, unless your coupon card shows a lower limit.",
        "Cashback applies only to deposits played without a bonus. A deposit made with WELCOME300 or any other deposit coupon does not qualify, and neither do free spin winnings. Each qualifying deposit earns cashback once, and the offer for it stays available until your next deposit.",
      ],
    },
    {
      heading: "If something goes wrong",
      paragraphs: [
        "If the claim fails, the card shows an error and nothing is taken from your account. Wait a moment and try again, or contact our hosts through CONTACT SUPPORT, who can check your cashback and credit it by hand if needed.",
      ],
    },
  ],
};

export const downloadLobbyContent: PageContent = {
  title: "Download Lobby",
  intro:
    "Install the {product} lobby on your computer for fast loading, full-screen play and every game in one window. Prefer not to install anything? Instant play in your browser works just as well.",
  sections: [
    {
      heading: "Why download",
      paragraphs: [
        "The downloadable lobby keeps game files on your computer, so games open faster after the first launch and use less data. It uses the same account, balance, coupons and games as our website, so you can switch between the download, your browser and your phone whenever you like.",
      ],
      items: [
        "Faster loading once games are installed",
        "Full-screen play with sharper graphics",
        "Same account, balance and coupons as the website",
        "Free, with no subscription or in-app purchases",
      ],
    },
    {
      heading: "Install on Windows",
      paragraphs: [
        "The Windows lobby runs on Windows 10 and Windows 11. Press the download button to save the installer, open it, and follow the setup steps. A {product} shortcut is added to your desktop. Open it and log in with your usual username and password, or create an account in the lobby if you are new.",
        "If Windows asks whether to allow the installer to run, confirm that the publisher is our casino software. Only download the lobby from this page.",
      ],
    },
    {
      heading: "Install on Mac",
      paragraphs: [
        "The Mac lobby runs on recent versions of macOS. Download the disk image, open it and drag the {product} app into your Applications folder. The first time you open it, macOS may ask you to confirm that you want to open an app downloaded from the internet; choose Open.",
      ],
    },
    {
      heading: "Instant play instead",
      paragraphs: [
        "You do not need the download to play. Every game in our lobby, including live dealer, runs in any modern browser such as Chrome, Safari, Firefox or Edge, on desktop, tablet and phone. Just log in on our website and go to GAMES.",
        "On a phone, add our website to your home screen for one-tap access that works like an app.",
      ],
    },
    {
      heading: "Need help installing?",
      paragraphs: [
        "If the download does not start, the installer shows an error, or a game will not load, our hosts can help 24/7 on live chat. Tell them your operating system and what you see on screen, and they will walk you through it.",
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Information pages                                                   */
/* ------------------------------------------------------------------ */

const banking: PageContent = {
  title: "Banking",
  intro:
    "How to add money to your {product} account and how to withdraw your winnings: methods, limits and timings, all in US dollars.",
  sections: [
    {
      heading: "Making a deposit",
      paragraphs: [
        "Deposits are made in our secure cashier, which opens in a new browser tab when you press the Cashier or deposit button. Before your first deposit we ask you to complete your account details: your address, city, state, zip code and phone number. These must match the details held by your bank or card issuer.",
        "Choose a method, enter the amount and confirm. Card deposits are usually credited within seconds; bitcoin deposits are credited once the network confirms the payment. If you have redeemed a deposit coupon, the bonus is added at the same time as the deposit.",
        "We do not charge fees on deposits. Your bank or card issuer may treat a gaming transaction as a cash advance or apply a foreign transaction fee; please check with them if you are unsure.",
      ],
    },
    {
      heading: "Deposit methods and limits",
      paragraphs: [
        "The minimum deposit with every method is $10. Some coupons ask for a higher minimum, such as $25 for WELCOME300; the minimum for a coupon is always shown on its card.",
      ],
      items: [
        "Visa and Mastercard credit and debit cards: $10 to $1,000 per transaction.",
        "Bitcoin: $10 to $10,000 per transaction, credited after one network confirmation.",
        "Further methods may be shown in the cashier depending on your location.",
      ],
    },
    {
      heading: "Withdrawing your winnings",
      paragraphs: [
        "Request a withdrawal from the cashier. Before your first withdrawal we need to verify your identity; sending your documents early, as explained on our Know Your Customer page, avoids any delay.",
        "Every deposit must be played through at least once before it can be withdrawn, and any active bonus must have its playthrough completed. Where possible we pay withdrawals back to the method you deposited with.",
      ],
      items: [
        "Bitcoin: minimum $50, sent within 24 hours of approval.",
        "Bank wire: minimum $100, arrives in 5 to 10 business days after approval.",
        "Withdrawal limit: $2,500 per week. Larger wins are paid in weekly instalments; higher limits are available to our most active players.",
        "Review: we review every withdrawal request within 48 hours.",
      ],
    },
    {
      heading: "Fees",
      paragraphs: [
        "We do not charge for withdrawals. Bitcoin payouts carry the normal network fee, which is deducted from the amount sent. Bank wires may be subject to charges from intermediary or receiving banks, which are outside our control.",
      ],
    },
    {
      heading: "Questions about a payment",
      paragraphs: [
        "If a deposit has not appeared, a card is declined, or you want to know where a withdrawal is, contact our hosts through live chat or by email from the Contact Us page. For bitcoin payments, have the transaction ID ready; it lets us find your payment straight away.",
      ],
    },
  ],
};

const terms: PageContent = {
  title: "Terms and Conditions",
  intro:
    "These terms form the agreement between you and {product}. By opening an account or playing, you accept them. Please read them carefully and contact us with any questions.",
  sections: [
    {
      heading: "1. Eligibility and your account",
      paragraphs: [
        "You must be at least 21 years old, and of legal age to gamble where you live, to open an account and play. It is your responsibility to make sure online gaming is lawful in your location. We do not accept players from some countries; if you try to sign up from one of them, you will be told so.",
        "Each person may hold one account. Only one account is allowed per household, address, email, payment method, device and IP address. The details you give us, including your name, date of birth and address, must be true, complete and your own, and you must keep them up to date.",
        "You are responsible for keeping your username and password secret and for all activity on your account. For your security, your session ends after 24 hours and access is locked after five failed login attempts in a row; contact us or reset your password to regain access.",
      ],
    },
    {
      heading: "2. Deposits, withdrawals and verification",
      paragraphs: [
        "All balances and transactions are in US dollars. You may only deposit with payment methods registered in your own name. The minimum deposit is $10, and the other limits in force are listed on our Banking page.",
        "Each deposit must be wagered at least once before it can be withdrawn. Before paying out, we verify your identity, address and payment method, and we may ask for further documents at any time. Withdrawals are limited to $2,500 per week; larger amounts are paid in weekly instalments.",
        "We may refuse or reverse a transaction, and withhold winnings, where we suspect fraud, chargebacks, money laundering, the use of someone else's payment method, or any breach of these terms.",
      ],
    },
    {
      heading: "3. Bonuses and coupons",
      paragraphs: [
        "Bonuses are offered at our discretion through coupons shown on the COUPONS page, sent by email or given by our hosts. Each coupon card shows its own terms, including minimum deposit, playthrough, maximum bet, maximum cashout and how often it may be used. The terms on the card apply in addition to these general rules.",
        "Unless the coupon says otherwise: only one coupon can be active at a time; playthrough is counted on slots, keno, scratch cards, board games and crash games, while video poker, table games and live dealer games do not count; the maximum bet while a bonus is active is $10 per spin or hand, or $5 or $7 where the coupon terms or your account show a lower limit; and bonus winnings may be withdrawn only after the playthrough is complete.",
        "Redeeming a new coupon while another is waiting for a deposit cancels the waiting coupon. A bonus ends when your balance falls below $1. Bets above the maximum, irregular play patterns designed to complete the playthrough without risk, and claiming bonuses through more than one account may lead to the bonus and the winnings from it being removed.",
      ],
    },
    {
      heading: "4. Games and the lobby jackpot",
      paragraphs: [
        "Game outcomes are decided by a certified random number generator, and the game server's records are final. If a game malfunctions, all pays and plays in the affected round are void, and any stake is returned.",
        "If you opt in to the lobby jackpot, $0.01 is taken from your balance after every spin while you remain opted in. You can opt out at any time from the menu.",
      ],
    },
    {
      heading: "5. Responsible gaming and account closure",
      paragraphs: [
        "You may ask us at any time to set deposit limits, take a break or self-exclude, as described on our Responsible Gaming page. We may limit, suspend or close an account where we believe it is needed to protect the player, to meet our legal duties, or because these terms have been broken.",
        "If we close an account without a breach of these terms, we pay out the remaining cash balance after verification. If we close it because of a breach, we may withhold bonuses and the winnings from them.",
      ],
    },
    {
      heading: "6. Complaints and changes",
      paragraphs: [
        "If you have a complaint, contact us through live chat or by email from the Contact Us page and we will answer within 48 hours, with a final response within 14 days. If you are not satisfied with our final response, you can refer the matter to the independent dispute resolution service shown in our footer.",
        "We may update these terms from time to time. The current version is always published on this page, and continuing to use your account after a change means you accept it.",
      ],
    },
  ],
};

const about: PageContent = {
  title: "About Us",
  intro:
    "{product} is an online casino for adult players who want great games, bonuses with clear rules and friendly, round-the-clock support.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "We are a team of casino players, game specialists and customer support hosts who wanted to build the kind of casino we would like to play at ourselves. Everything at {product} is in US dollars, and our lobby is open to players aged 21 and over.",
        "Our games come from an established casino software provider, with hundreds of titles tested for fairness, and our lobby runs in the browser on desktop and mobile as well as in a downloadable program for Windows and Mac.",
      ],
    },
    {
      heading: "What we offer",
      paragraphs: [
        "New players start with a 300% welcome bonus of up to $3,000 with coupon WELCOME300. After that, daily login rewards, free spins, deposit bonuses and 25% cashback keep the value coming, all listed on one COUPONS page with the terms written on every card.",
      ],
      items: [
        "Slots, progressives, table games, video poker, specialty and crash games",
        "Live dealer tables streamed in real time",
        "A lobby jackpot that any opted-in player can win",
        "Card and bitcoin deposits from $10",
        "Fast withdrawals, with bitcoin sent within 24 hours of approval",
      ],
    },
    {
      heading: "What we stand for",
      paragraphs: [
        "We believe gambling should be entertainment. That means fair games, honest bonus terms and real help for anyone whose play stops being fun. We protect your data and money with strong security, verify every account to keep fraud out, and support responsible gaming with limits, breaks and self-exclusion.",
        "Our hosts are available 24/7 on live chat. Whether you have a question about a coupon or just want to tell us what you think, we are always happy to hear from you.",
      ],
    },
  ],
};

const contactus: PageContent = {
  title: "Contact Us",
  intro:
    "Our support hosts are here for you 24 hours a day, 7 days a week. Choose the way that suits you best.",
  sections: [
    {
      heading: "Live chat",
      paragraphs: [
        "Live chat is the fastest way to reach us. Press CONTACT SUPPORT in the menu, on any page, and a host will usually answer within a minute or two. Live chat is available around the clock, every day of the year, to visitors and players alike.",
        "If you are logged in, our hosts can see which account you are using, so they can help with coupons, deposits and withdrawals straight away. For security, they will never ask for your password.",
      ],
    },
    {
      heading: "Email",
      paragraphs: [
        "If you prefer to write, you can email our support team using the email option on this page. We answer emails within 24 hours. Email is the best choice when you need to send us documents for verification or give us a detailed account of a problem.",
        "Please write from the email address registered on your account and include your username, so we can find your account quickly.",
      ],
    },
    {
      heading: "What we can help with",
      paragraphs: [],
      items: [
        "Signing up, logging in and recovering a forgotten username or password",
        "Redeeming coupons, bonus terms and playthrough progress",
        "Claiming cashback and free spins",
        "Deposits, withdrawals and bitcoin payments",
        "Account verification documents",
        "Deposit limits, breaks and self-exclusion",
        "Technical problems with games or the downloadable lobby",
        "Complaints and feedback",
      ],
    },
    {
      heading: "Before you contact us",
      paragraphs: [
        "Many questions are answered on our FAQ and Banking pages. If you are locked out after five failed login attempts, you can reset your password yourself from the login window, or ask a host to help.",
      ],
    },
  ],
};

const faq: PageContent = {
  title: "FAQ",
  intro:
    "Answers to the questions our hosts hear most often. If yours is not here, ask us on live chat at any time.",
  sections: [
    {
      heading: "Your account",
      paragraphs: [
        "Who can play at {product}? Adults aged 21 or over, in places where online gaming is allowed. We check age and identity before paying out.",
        "How do I sign up? Press SIGN UP, enter your name, email, date of birth and a password of 6 to 80 characters, and accept our terms. Before your first deposit we also ask for your address and phone number.",
        "I forgot my username or password. What now? In the login window, choose the forgotten username or forgotten password option. We email you your username, or a link to set a new password.",
        "Why was I logged out? For security, sessions last up to 24 hours. After five failed login attempts in a row, login is locked; reset your password or contact support.",
      ],
    },
    {
      heading: "Bonuses and coupons",
      paragraphs: [
        "How do I get the welcome bonus? Redeem WELCOME300 on the COUPONS page, then deposit at least $25. You get a 300% match up to $3,000, with a 30x playthrough on the deposit plus the bonus.",
        "What is playthrough? The total amount you need to bet before bonus winnings can be withdrawn. Slots, keno, scratch cards, board games and crash games count fully; video poker, table games and live dealer do not.",
        "Can I use two coupons at once? No. Only one coupon can be active at a time. Redeeming a new coupon while another is waiting for a deposit cancels the waiting one.",
        "What is the daily login reward? A coupon that may appear when you log in. Redeem it, dismiss it, or save it for later if you are already playing with a bonus.",
        "How does cashback work? If you play a deposit without a bonus and your balance drops below $1, you can claim 25% of your net loss from the CASHBACK card on the COUPONS page.",
        "I have my own coupon code. Where do I enter it? At the bottom of the COUPONS page. Codes are not case sensitive.",
      ],
    },
    {
      heading: "Deposits",
      paragraphs: [
        "What is the minimum deposit? $10 with every method. Some coupons require more, as shown on their cards.",
        "Which methods can I use? Visa and Mastercard cards and bitcoin, plus any other methods the cashier shows for your location. See our Banking and Bitcoin Deposits pages for limits.",
        "Why did the deposit button open a form instead of the cashier? We need your full account details before your first deposit. Complete the form and the cashier opens.",
      ],
    },
    {
      heading: "Withdrawals",
      paragraphs: [
        "How long do withdrawals take? We review requests within 48 hours. Bitcoin is sent within 24 hours of approval; bank wires take 5 to 10 business days.",
        "Is there a limit? The minimum is $50 for bitcoin and $100 for bank wire. Withdrawals are limited to $2,500 per week.",
        "What documents do I need? Photo ID, a recent proof of address and proof of your payment method. See our Know Your Customer page.",
      ],
    },
    {
      heading: "Games",
      paragraphs: [
        "Do I need to download anything? No. All games run in your browser on desktop and mobile. A downloadable lobby is available for Windows and Mac if you prefer.",
        "Are the games fair? Yes. Our games use a certified random number generator that is tested independently. See our Fair Gaming page.",
        "What is the lobby jackpot? An optional jackpot you can win on any eligible spin. While opted in, $0.01 is taken from your balance after each spin. Switch it on or off with the LOBBY JACKPOT toggle.",
        "What is QuickPlay? An option that lets links in our emails log you in and open a game or redeem a coupon in one click. Use the QUICK PLAY toggle to turn it on or off.",
      ],
    },
  ],
};

const security: PageContent = {
  title: "Security",
  intro:
    "Keeping your account, your money and your personal information safe is at the heart of how {product} is built.",
  sections: [
    {
      heading: "Encryption",
      paragraphs: [
        "All traffic between your device and {product}, including the cashier, is encrypted with TLS, the same technology used by online banks. Card numbers are entered in our payment processor's secure cashier and are never stored on our own servers.",
      ],
    },
    {
      heading: "Protecting your login",
      paragraphs: [
        "Passwords are stored only in hashed form, so not even our staff can read them. Login and signup are protected by an automated bot check, and after five failed login attempts in a row the account is locked until the password is reset or our support team helps you.",
        "Your login session expires after 24 hours and is checked again every 4 hours and each time you return to the tab. If it can no longer be confirmed, you are asked to log in again.",
      ],
    },
    {
      heading: "Account verification",
      paragraphs: [
        "Before we pay out, we verify that the account holder is who they say they are and that the payment method is theirs. This stops anyone else from withdrawing your money and keeps fraud out of the casino. See our Know Your Customer page for the documents we ask for.",
      ],
    },
    {
      heading: "How you can help",
      paragraphs: [],
      items: [
        "Choose a password you do not use anywhere else, and never share it. Our hosts will never ask for it.",
        "Log out when you finish playing on a shared or public device.",
        "Only enter your details on our website, the downloadable lobby from our Download Lobby page, or the cashier it opens.",
        "Be wary of emails or messages asking for your password or card details, even if they look like they come from us.",
        "If you think someone else has used your account, change your password and contact us through live chat straight away.",
      ],
    },
  ],
};

const privacy: PageContent = {
  title: "Privacy Policy",
  intro:
    "This policy explains what personal information {product} collects, why we need it, who we share it with and the choices you have.",
  sections: [
    {
      heading: "Information we collect",
      paragraphs: [
        "We collect the information you give us when you sign up and manage your account, information created as you play, and technical information from your device.",
      ],
      items: [
        "Account details: name, email address, date of birth, username, address, phone number, country and gender.",
        "Verification documents: identity documents, proof of address and proof of payment method.",
        "Activity: deposits, withdrawals, bets, game history, coupons used and chats with our support team.",
        "Technical data: IP address, device and browser type, and cookies or local storage used to keep you logged in and remember your settings.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "We use your information to run your account, process payments, verify your age and identity, prevent fraud and money laundering, provide support, and meet our legal duties. We also use it to offer you bonuses and to understand how our site is used so we can improve it.",
        "With your permission, we send you offers by email. You can unsubscribe using the link in any marketing email, or ask our support team to stop them. QuickPlay links in emails are only active if you have turned QuickPlay on.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "We store a small amount of information on your device: your login session, which expires after 24 hours, your lobby preferences and favourites, and the time you last dismissed the daily reward. When you arrive from a partner or a promotional link, a cookie keeps the referral or coupon code for 7 days so it can be applied when you sign up. You can clear these at any time in your browser settings; you will then need to log in again.",
      ],
    },
    {
      heading: "Sharing your information",
      paragraphs: [
        "We never sell your personal information. We share it only with the companies that help us run the casino, under contracts that require them to protect it: our game software provider, payment processors, identity verification services, our live chat provider and our email service. Where you joined through an affiliate partner, we share only what is needed to credit them for the referral. We will also disclose information when the law requires it, for example to a regulator or law enforcement authority.",
      ],
    },
    {
      heading: "Keeping and protecting your data",
      paragraphs: [
        "Your information is protected by encryption and access controls, as described on our Security page. We keep account and transaction records for at least five years after an account is closed, because anti-money laundering rules require it; other data is deleted or anonymised when it is no longer needed.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        "You can see and update most of your details on the My Account page. You can also ask for a copy of the information we hold about you, ask us to correct it, or ask us to delete data we are not required to keep. Contact us through live chat or by email from the Contact Us page; we answer such requests within 30 days.",
      ],
    },
  ],
};

const fairgaming: PageContent = {
  title: "Fair Gaming",
  intro:
    "Every spin, card and roll at {product} is random and unbiased. Here is how we make sure of it.",
  sections: [
    {
      heading: "Random number generator",
      paragraphs: [
        "Our games use a random number generator, or RNG, to decide every outcome. The RNG produces results that cannot be predicted or influenced, by players or by us. The result of a spin or hand is decided at the moment you play, independently of what happened before, how much you bet, or whether you are playing with a bonus.",
        "The RNG and the games are tested by an independent testing laboratory, which checks that results are random and that each game pays out as its rules say.",
      ],
    },
    {
      heading: "Return to player",
      paragraphs: [
        "Each game has a theoretical return to player, or RTP: the share of all money wagered that the game pays back over a very large number of plays. Most of our slots return between 95% and 97%, and optimal blackjack and video poker strategies return more. RTP is a long-term average; any single session can be well above or below it.",
      ],
    },
    {
      heading: "Live dealer games",
      paragraphs: [
        "In live dealer games the outcome comes from real cards, shoes and wheels, handled by trained dealers under studio cameras and supervision. Every round is streamed to you as it happens.",
      ],
    },
    {
      heading: "Game history and disputes",
      paragraphs: [
        "Every bet you place is recorded on the game server. If you think a game did not behave correctly, note the game name and the time, and contact us through live chat. We will review the game record with you. If a game malfunctions, the affected round is void and your stake is returned.",
      ],
    },
  ],
};

const responsiblegaming: PageContent = {
  title: "Responsible Gaming",
  intro:
    "Gambling at {product} should always be entertainment, never a way to make money or escape problems. We offer tools and support to help you stay in control.",
  sections: [
    {
      heading: "Play safely",
      paragraphs: [
        "A few simple habits help keep gambling fun. Think of money spent at the casino as the cost of entertainment, like a ticket to a show.",
      ],
      items: [
        "Set a budget before you play, and stop when it is used up.",
        "Set a time limit, and take regular breaks.",
        "Never chase losses by depositing more to win them back.",
        "Do not gamble when you are upset, tired or have been drinking.",
        "Never borrow money to gamble, or use money meant for bills or family.",
        "Balance gambling with other activities you enjoy.",
      ],
    },
    {
      heading: "Tools to stay in control",
      paragraphs: [
        "Our hosts can set any of these up for you on live chat or by email from the Contact Us page. Limits that make play safer take effect straight away; requests to raise a limit or end a break take effect after a 24-hour cooling period.",
      ],
      items: [
        "Deposit limits: set the most you can deposit per day, week or month.",
        "Cooling-off: take a break of 24 hours, 7 days or 30 days, during which you cannot log in.",
        "Self-exclusion: close your account for 6 months, 1 year, 5 years or permanently. Self-exclusion cannot be reversed before the period ends.",
        "Marketing opt-out: stop all promotional emails and offers.",
      ],
    },
    {
      heading: "Is gambling becoming a problem?",
      paragraphs: [
        "Be honest with yourself about these questions. If you answer yes to any of them, consider taking a break and talking to someone.",
      ],
      items: [
        "Do you spend more time or money gambling than you meant to?",
        "Do you gamble to win back what you have lost?",
        "Have you borrowed money or sold things to gamble?",
        "Do you feel restless or irritable when you try to cut down?",
        "Has gambling caused problems with your family, work or health?",
        "Do you hide your gambling from the people close to you?",
      ],
    },
    {
      heading: "Where to find help",
      paragraphs: [
        "You do not have to deal with a gambling problem alone. Free, confidential help is available around the clock. Most countries and US states have a problem gambling helpline that you can call, text or chat with, and organisations such as Gamblers Anonymous and Gambling Therapy offer support groups and online counselling for players and their families. Your doctor can also refer you to local treatment services.",
      ],
    },
    {
      heading: "Protecting minors",
      paragraphs: [
        "No one under 21 may open an account or play at {product}. We check the age of every player and close accounts opened by minors, forfeiting any winnings. If children use your device, keep your login details private, log out after playing and consider parental control software that blocks gambling sites.",
      ],
    },
  ],
};

const knowyourcustomer: PageContent = {
  title: "Know Your Customer",
  intro:
    "Before we pay out, we verify who our players are. Here is what we ask for, why, and how to send it so your withdrawals are never held up.",
  sections: [
    {
      heading: "Why we verify",
      paragraphs: [
        "Know Your Customer, or KYC, checks confirm that every player is over 21, that the account belongs to the person named on it, and that the payment methods used are theirs. They protect you from someone else taking your winnings, protect the casino from fraud, and are part of our duties under anti-money laundering rules.",
        "Verification is required before your first withdrawal. We may also ask for documents at other times, for example when you use a new payment method or when your deposits grow significantly.",
      ],
    },
    {
      heading: "Documents we ask for",
      paragraphs: [],
      items: [
        "Proof of identity: a clear colour copy of a valid passport, driver's licence or national identity card, showing your photo, full name, date of birth and expiry date.",
        "Proof of address: a utility bill, bank statement or official letter dated within the last 3 months, showing your name and the address registered on your account.",
        "Proof of payment method: for cards, a photo of the front and back of each card used, with all but the first six and last four digits covered and the security code hidden; for bitcoin, a screenshot of your wallet showing the address you deposit from.",
        "A selfie holding your identity document, if we cannot confirm your identity from the documents alone.",
        "Source of funds information, such as a recent payslip or bank statement, for larger deposits or withdrawals.",
      ],
    },
    {
      heading: "How to send your documents",
      paragraphs: [
        "Send your documents by email from the Contact Us page, using the email address registered on your account and including your username. Photos or scans must show the whole document, in colour, with every corner visible and all text readable. We do not accept edited or black and white copies.",
        "We review documents within 24 to 48 hours and let you know by email when your account is verified or if anything else is needed. You can check progress with our hosts on live chat at any time.",
      ],
    },
    {
      heading: "How we handle your documents",
      paragraphs: [
        "Your documents are stored securely, accessed only by our verification staff, and used only for verification and our legal duties. We keep them for the period the law requires, as explained in our Privacy Policy.",
      ],
    },
  ],
};

const antimoneylaundering: PageContent = {
  title: "Anti-Money Laundering",
  intro:
    "{product} is committed to preventing money laundering and the financing of crime. This policy explains the checks we carry out and what they mean for you.",
  sections: [
    {
      heading: "Our commitment",
      paragraphs: [
        "Money laundering is the process of making money from crime look legitimate. Online casinos can be targeted because money moves in and out of them. We take this seriously, and we will not allow our casino to be used to move or hide the proceeds of crime or to fund terrorism.",
      ],
    },
    {
      heading: "Checks we carry out",
      paragraphs: [],
      items: [
        "Identity verification of every player before the first withdrawal, as described on our Know Your Customer page.",
        "Checks against international sanctions and politically exposed person lists.",
        "Ongoing monitoring of deposits, withdrawals and play for unusual patterns.",
        "Enhanced checks, including source of funds or source of wealth, for higher-value activity.",
        "Records of accounts and transactions kept for at least five years after an account is closed.",
      ],
    },
    {
      heading: "Rules that apply to every account",
      paragraphs: [
        "Every deposit must be wagered at least once before it can be withdrawn; the casino is not a place to store or move money. You may only deposit with payment methods in your own name, and where possible withdrawals are paid back to the method used to deposit. Money cannot be transferred between player accounts.",
        "Deposits made with someone else's card, wallet or bank account, and deposits followed by withdrawals with little or no play, will be reviewed and may be refused.",
      ],
    },
    {
      heading: "Suspicious activity",
      paragraphs: [
        "If we suspect that an account is being used for money laundering or other crime, we may ask for more information, suspend the account, withhold funds while we investigate, close the account, and report the activity to the relevant authorities. The law may prevent us from telling you that a report has been made.",
        "Our staff are trained to recognise the signs of money laundering and to report concerns to our compliance team. If you have any questions about this policy, contact us through live chat or by email from the Contact Us page.",
      ],
    },
  ],
};

export const infoPages: Record<InfoSlug, PageContent> = {
  banking,
  terms,
  about,
  contactus,
  faq,
  security,
  privacy,
  fairgaming,
  responsiblegaming,
  knowyourcustomer,
  antimoneylaundering,
};
