import styled from 'styled-components';
import { onPhone, PageFrame, VisuallyHidden } from 'shared-ui';

/*
 * What a visitor sees of a remote's page before the remote has run: its heading and placeholder
 * blocks where its content will be. The host owns these, so the prerendered HTML never holds a
 * remote's markup and a rollback of the remote shows on the next load (docs/decisions/009).
 */

const Bar = styled.div<{ $height: number; $width?: number }>`
  height: ${({ $height }) => $height}px;
  max-width: ${({ $width }) => ($width ? `${$width}px` : 'none')};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${onPhone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Tile = styled.div`
  height: 190px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  ${onPhone} { height: 150px; }
`;

const Card = styled.div`
  height: 170px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${onPhone} { height: 280px; }
`;

/** The lobby's heading and placeholder tiles. */
export function LobbySkeleton() {
  return (
    <PageFrame heading="Games">
      <div role="status">
        <VisuallyHidden>Loading games…</VisuallyHidden>
        <div aria-hidden="true">
          {/* Where the lobby's jackpot banner, search box and category chips will be. */}
          <Bar $height={157} />
          <Bar $height={44} $width={420} />
          <Bar $height={44} />
          <Tiles>
            {Array.from({ length: 12 }, (_, index) => (
              <Tile key={index} />
            ))}
          </Tiles>
        </div>
      </div>
    </PageFrame>
  );
}

/** The promotions page's heading and two placeholder cards. */
export function PromotionsSkeleton() {
  return (
    <PageFrame heading="Coupons">
      <div role="status">
        <VisuallyHidden>Loading promotions…</VisuallyHidden>
        <div aria-hidden="true">
          <Card />
          <Card />
        </div>
      </div>
    </PageFrame>
  );
}
