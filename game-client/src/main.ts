import type { GameInfo } from 'shared-contract';
import { type GameApi, gameApi, openGameSession } from './api';
import { byId, money, setChildren } from './dom';
import { createPlaySession, type GameView, say } from './game-context';
import { blackjackGame } from './games/blackjack';
import { cardTableGame } from './games/card-tables';
import { crashGame } from './games/crash';
import { rouletteGame } from './games/roulette';
import { slotGame } from './games/slot';
import { spotTableGame, TABLE_VIEWS } from './games/table-games';
import { videoPokerGame } from './games/video-poker';
import { helpContent } from './help';
import { gameSessionBody, takeLaunch } from './launch';
import { bindSoundSwitch } from './motion/sound';
import { recallContent } from './recall';
import { createReplayContext, replayTitle, runReplay } from './replay';
import { browserFrame, connectSite, siteOriginsOf } from './site-link';

const VIEWS: Record<GameInfo['engine'], GameView> = {
  slot: slotGame,
  'video-poker': videoPokerGame,
  blackjack: blackjackGame,
  roulette: rouletteGame,
  crash: crashGame,
  baccarat: spotTableGame(TABLE_VIEWS.baccarat),
  'sic-bo': spotTableGame(TABLE_VIEWS['sic-bo']),
  craps: spotTableGame(TABLE_VIEWS.craps),
  war: spotTableGame(TABLE_VIEWS.war),
  'tri-card-poker': cardTableGame,
  'red-dog': cardTableGame,
  'caribbean-stud': cardTableGame,
  'let-em-ride': cardTableGame,
};

const showDialog = (id: string) => {
  const dialog = byId<HTMLDialogElement>(id);
  dialog.showModal();
  return dialog;
};

async function start(): Promise<void> {
  // Tokens leave the address bar (and history) before anything else happens.
  const launch = takeLaunch(location, history);
  let refresh: (() => void) | null = null;
  const site = connectSite(siteOriginsOf(document), browserFrame(), () => refresh?.());
  bindSoundSwitch(byId<HTMLButtonElement>('sound-button'));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-close]')) {
    button.addEventListener('click', () => button.closest('dialog')?.close());
  }
  try {
    let gameToken: string, info: GameInfo;
    if (launch.gameToken) {
      gameToken = launch.gameToken;
      info = await gameApi(gameToken).info();
    } else {
      const answer = await openGameSession(gameSessionBody(launch));
      gameToken = answer.gameToken;
      info = answer;
    }
    const api = gameApi(gameToken);
    if (launch.replayRoundId !== null) {
      await replay(api, info, launch.replayRoundId);
      return;
    }
    const session = createPlaySession(api, info, site);
    refresh = () => void session.refreshInfo().catch(() => undefined);
    byId('help-button').addEventListener('click', () => {
      byId('help-body').replaceChildren(...helpContent(session.info));
      showDialog('help').scrollTop = 0;
    });
    byId('recall-button').addEventListener('click', () => {
      api.rounds().then(({ rounds }) => {
        const openRound = info.demo ? undefined : (roundId: number) => {
          if (site.openRound(roundId)) byId<HTMLDialogElement>('recall').close();
        };
        byId('recall-body').replaceChildren(recallContent(rounds, openRound));
        showDialog('recall');
      }, (error: unknown) => say(error instanceof Error ? error.message : String(error), true));
    });
    document.title = info.game.display_name;
    byId('title').textContent = info.game.display_name;
    const mode = byId('mode');
    mode.hidden = !info.demo;
    mode.className = 'pill demo';
    session.setBalance(info.balance);
    const view = VIEWS[info.engine];
    setChildren(byId('game'), view(session));
    if (info.open_round && info.open_round.status !== 'open') say('Your unfinished round was completed: ' + money(info.open_round.win) + ' paid');
  } catch (error) {
    byId('title').textContent = 'Game unavailable';
    say(error instanceof Error ? error.message : String(error), true);
  }
}

/** A recorded round played again in the game's own view (the site's round page frames this): nothing is staked. */
async function replay(api: GameApi, info: GameInfo, roundId: number): Promise<void> {
  const { round } = await api.round(roundId);
  const context = createReplayContext(info, round);
  document.title = replayTitle(info, round);
  byId('title').textContent = replayTitle(info, round);
  const mode = byId('mode');
  mode.textContent = 'REPLAY';
  mode.className = 'pill demo';
  mode.hidden = false;
  byId('recall-button').hidden = true;
  byId('help-button').addEventListener('click', () => {
    byId('help-body').replaceChildren(...helpContent(context.info));
    showDialog('help').scrollTop = 0;
  });
  const game = byId('game');
  setChildren(game, VIEWS[info.engine](context));
  await runReplay(game, info.engine, context);
}

void start();
