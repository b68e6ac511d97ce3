// The forms components' words in this language: the keys of ../../words/forms.ts.
// Spanish: `usted`, in forms every Spanish-speaking country reads as its own.
// 'The Trust' stays 'el Trust', the trust's own name.
import type { UiMessages } from '../../types.ts';

export const errorSummary = {
  title: 'Hay un problema',
} satisfies UiMessages['errorSummary'];

export const fieldError = {
  // Not 'Error:', the same as the English (which the locale tests take for a word left
  // untranslated): the words the notices' error tone is read with, so both sound alike.
  prefix: 'Mensaje de error:',
} satisfies UiMessages['fieldError'];

export const fieldLabel = {
  requiredMarker: '(obligatorio)',
} satisfies UiMessages['fieldLabel'];

export const honeypotField = {
  label: 'Deje este campo en blanco',
} satisfies UiMessages['honeypotField'];

export const searchInput = {
  clearLabel: 'Borrar la búsqueda',
} satisfies UiMessages['searchInput'];

export const footerNewsletterForm = {
  label: 'Correo electrónico',
  submitLabel: 'Suscribirse',
  confirmation: '¡Suscripción realizada!',
  failureMessage: 'Lo sentimos, no pudimos completar su suscripción. Inténtelo de nuevo.',
} satisfies UiMessages['footerNewsletterForm'];

export const contactForm = {
  nameLabel: 'Nombre completo',
  emailLabel: 'Correo electrónico',
  subjectLabel: 'Asunto',
  messageLabel: 'Mensaje',
  consentLabel:
    'Doy mi consentimiento para que el Trust trate mis datos personales con el fin de responder a mi consulta.',
  submitLabel: 'Enviar mensaje',
  sendingLabel: 'Enviando…',
  sentTitle: 'Mensaje enviado correctamente',
  sentMessage:
    'Gracias por ponerse en contacto con nosotros. Procuramos responder en un plazo de 2 a 3 días hábiles.',
  sendAnotherLabel: 'Enviar otro mensaje',
  failureMessage: 'Lo sentimos, no se pudo enviar su mensaje. Inténtelo de nuevo.',
  nameRequired: 'El nombre completo es obligatorio',
  nameSingleLine:
    'Escriba el nombre completo en una sola línea, sin saltos de línea ni tabulaciones',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba una dirección de correo electrónico válida',
  subjectRequired: 'El asunto es obligatorio',
  subjectSingleLine: 'Escriba el asunto en una sola línea, sin saltos de línea ni tabulaciones',
  messageRequired: 'El mensaje es obligatorio',
  consentRequired: 'Dé su consentimiento para que podamos atender su consulta.',
} satisfies UiMessages['contactForm'];

export const enquiryForm = {
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Número de teléfono (opcional)',
  messageLabel: 'Mensaje',
  submitLabel: 'Enviar consulta',
  sendingLabel: 'Enviando…',
  successTitle: 'Gracias',
  successMessage: 'Nuestro equipo se pondrá en contacto con usted en un plazo de 48 horas.',
  failureMessage: 'Lo sentimos, no se pudo enviar su consulta. Inténtelo de nuevo.',
  nameRequired: 'El nombre es obligatorio',
  nameSingleLine: 'Escriba el nombre en una sola línea, sin saltos de línea ni tabulaciones',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba una dirección de correo electrónico válida',
  phoneSingleLine:
    'Escriba el número de teléfono en una sola línea, sin saltos de línea ni tabulaciones',
  messageRequired: 'El mensaje es obligatorio',
} satisfies UiMessages['enquiryForm'];

export const newsletterSignupForm = {
  firstNameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  consentLabel:
    'Deseo recibir por correo electrónico novedades sobre la labor del Trust. Puedo darme de baja en cualquier momento.',
  submitLabel: 'Suscribirse',
  successTitle: 'Suscripción confirmada',
  successMessage:
    'Gracias por suscribirse. Le enviamos un correo electrónico de confirmación: siga las instrucciones que contiene para completar su suscripción.',
  failureMessage: 'Lo sentimos, no pudimos completar su suscripción. Inténtelo de nuevo.',
  firstNameRequired: 'El nombre es obligatorio',
  firstNameSingleLine: 'Escriba el nombre en una sola línea, sin saltos de línea ni tabulaciones',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Escriba una dirección de correo electrónico válida',
  consentRequired: 'Confirme que desea recibir nuestro boletín.',
} satisfies UiMessages['newsletterSignupForm'];

export const tryAgainLater = {
  message:
    'Lo sentimos, se han enviado demasiados formularios desde su conexión. Espere {wait} y vuelva a intentarlo. Todo lo que ha escrito se conserva.',
} satisfies UiMessages['tryAgainLater'];
