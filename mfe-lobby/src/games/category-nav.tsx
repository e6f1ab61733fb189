import styled from 'styled-components';
import { onPhone } from 'shared-ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  scrollbar-width: thin;
  ${onPhone} { margin-right: -${({ theme }) => theme.space(4)}; padding-right: ${({ theme }) => theme.space(4)}; }
`;

const Chip = styled.button<{ $small?: boolean }>`
  flex: none;
  min-height: ${({ $small }) => ($small ? '36px' : '44px')};
  padding: 0 ${({ theme, $small }) => theme.space($small ? 3 : 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ $small }) => ($small ? '0.85rem' : '0.95rem')};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme, $small }) => ($small ? theme.colors.secondary : theme.colors.accent)};
    border-color: ${({ theme, $small }) => ($small ? theme.colors.secondary : theme.colors.accent)};
    color: ${({ theme, $small }) => ($small ? theme.colors.text : theme.colors.accentText)};
  }
`;

export interface ChoiceRowProps {
  label: string;
  choices: ReadonlyArray<string>;
  selected: string;
  onSelect: (choice: string) => void;
  small?: boolean;
  /** How a choice reads to a person; the choice itself otherwise. */
  describe?: (choice: string) => string;
}

/** A scrollable row of pressed/unpressed buttons: the categories, or a category's sub-categories. */
export function ChoiceRow({ label, choices, selected, onSelect, small = false, describe = (choice) => choice }: ChoiceRowProps) {
  return (
    <Row role="group" aria-label={label}>
      {choices.map((choice) => (
        <Chip key={choice} type="button" $small={small} aria-pressed={choice === selected} onClick={() => onSelect(choice)}>
          {describe(choice)}
        </Chip>
      ))}
    </Row>
  );
}
