import styled from 'styled-components';

// Seeds and hashes are long unbroken hex: they wrap anywhere rather than widen the card.
export const Hex = styled.code`
  overflow-wrap: anywhere;
  word-break: break-all;
`;

/** The history's pages: their card, then the seeds' card, one under the other. */
export const HistoryCards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;
