import styled from 'styled-components';

/** Text for screen readers only, such as what a row of placeholders stands for. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
