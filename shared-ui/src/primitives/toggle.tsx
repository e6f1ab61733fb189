import styled from 'styled-components';

const Track = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  & > span[aria-hidden] {
    position: relative;
    width: 44px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.border)};
    transition: background 0.2s;
  }
  & > span[aria-hidden]::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
    transition: left 0.2s;
  }
`;

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch announced as a switch with its label. */
export function Toggle({ label, checked, onChange, disabled = false }: ToggleProps) {
  return (
    <Track type="button" role="switch" aria-checked={checked} $on={checked} disabled={disabled} onClick={() => onChange(!checked)}>
      <span>{label}</span>
      <span aria-hidden="true" />
    </Track>
  );
}
