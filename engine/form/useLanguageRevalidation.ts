import { useEffect, useRef, type RefObject } from 'react';
import type Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { EntityFormContext, FormRecord } from './entityFormTypes';

type EntityRjsfForm = Form<FormRecord, RJSFSchema, EntityFormContext>;

/**
 * After a failed submit, a language switch validates the form again so that its messages follow,
 * without moving the focus. Returns rjsf's `focusOnFirstError`, which stays quiet meanwhile.
 */
export function useLanguageRevalidation(
  formRef: RefObject<EntityRjsfForm | null>, language: string, attempted: boolean,
): (error: RJSFValidationError) => void {
  const quiet = useRef(false);
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    if (!attempted || !formRef.current) return;
    quiet.current = true;
    formRef.current.validateForm();
    quiet.current = false;
  }, [formRef, language, attempted]);
  return (error) => {
    if (!quiet.current) formRef.current?.focusOnError(error);
  };
}
