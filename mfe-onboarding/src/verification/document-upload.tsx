import { Formik, useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { verificationClient } from 'shared-api';
import type { VerificationState } from 'shared-contract';
import { ErrorText, FieldBox, Hint, Input } from '../fields/field-styles';
import { FormAnswer, FormTail, type FormAnswerText } from '../fields/form-tail';
import { playerTextFor } from '../onboarding/error-texts';
import { validatePage } from '../wizard/wizard';
import { base64Of, DOCUMENT_SCHEMA } from './verification-rules';

export const READ_FAILED_TEXT = 'We could not read this file. Please choose it again.';

const FileInput = styled(Input)`
  padding: ${({ theme }) => theme.space(2)};
  &::file-selector-button { margin-right: ${({ theme }) => theme.space(3)}; font: inherit; }
`;

const Progress = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  & p { margin: 0 0 ${({ theme }) => theme.space(1)}; }
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width 0.2s ease-out;
`;

interface DocumentValues {
  document: File | null;
}

/** The file input: a chosen file is checked at once, and its message shown under the input. */
function DocumentField() {
  const id = useId();
  const { setFieldValue, setFieldTouched } = useFormikContext<DocumentValues>();
  const [, meta] = useField<File | null>('document');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>Photo ID</label>
      <FileInput
        id={id}
        type="file"
        name="document"
        accept="image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf"
        onChange={(event) => {
          void setFieldTouched('document', true, false);
          void setFieldValue('document', event.target.files?.[0] ?? null, true);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <Hint id={`${id}-hint`}>A PNG, JPEG or PDF of up to 5 MB: your passport, driver&apos;s license or state ID, with your name, photo and date of birth readable.</Hint>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldBox>
  );
}

/** How much of the file has been sent, as a bar and in words. */
function UploadProgress({ fileName, share }: { fileName: string; share: number }) {
  const percent = Math.round(share * 100);
  return (
    <Progress>
      <p aria-hidden="true">Uploading {fileName}: {percent}%</p>
      <Track role="progressbar" aria-label={`Uploading ${fileName}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Progress>
  );
}

/**
 * A photo ID for a host to review (PUT …/verification/document): checked in the browser first,
 * read as base64 and sent with a progress bar. On a failure the chosen file stays chosen, to send again.
 */
export function DocumentUpload({ playerId, onAnswered }: { playerId: number; onAnswered: (state: VerificationState) => void }) {
  const [answer, setAnswer] = useState<FormAnswerText | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  return (
    <Formik<DocumentValues>
      initialValues={{ document: null }}
      validate={(values) => validatePage(DOCUMENT_SCHEMA, values)}
      onSubmit={async ({ document }) => {
        if (!document) return;
        setAnswer(null);
        setSent(0);
        try {
          let content: string;
          try {
            content = await base64Of(document);
          } catch {
            setAnswer({ tone: 'error', text: READ_FAILED_TEXT });
            return;
          }
          onAnswered(await verificationClient.uploadDocument(playerId, { file_name: document.name, content_base64: content }, setSent));
        } catch (error) {
          setAnswer({ tone: 'error', text: playerTextFor(error) });
        } finally {
          setSent(null);
        }
      }}
    >
      {(formik) => (
        <form aria-label="Upload a photo ID" noValidate onSubmit={formik.handleSubmit}>
          <FormAnswer answer={answer} />
          <DocumentField />
          {sent !== null && formik.values.document && <UploadProgress fileName={formik.values.document.name} share={sent} />}
          <FormTail submitLabel="Upload Document" busyLabel="Uploading…" submitting={formik.isSubmitting} />
        </form>
      )}
    </Formik>
  );
}
