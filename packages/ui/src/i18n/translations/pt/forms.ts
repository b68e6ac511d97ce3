// The forms components' words in this language: the keys of ../../words/forms.ts.
// Portuguese: neutral forms, `você` where a form of address is needed; words both Portugal and
// Brazil use ('inscrição', not 'subscrição' or 'assinatura'; no 'contacto' or 'contato').
// 'The Trust' stays 'o Trust', the trust's own name.
import type { UiMessages } from '../../types.ts';

export const errorSummary = {
  title: 'Há um problema',
} satisfies UiMessages['errorSummary'];

export const fieldError = {
  prefix: 'Erro:',
} satisfies UiMessages['fieldError'];

export const fieldLabel = {
  requiredMarker: '(obrigatório)',
} satisfies UiMessages['fieldLabel'];

export const honeypotField = {
  label: 'Deixe este campo em branco',
} satisfies UiMessages['honeypotField'];

export const searchInput = {
  clearLabel: 'Limpar pesquisa',
} satisfies UiMessages['searchInput'];

export const footerNewsletterForm = {
  label: 'Endereço de e-mail',
  submitLabel: 'Inscrever-se',
  confirmation: 'Inscrição concluída!',
  failureMessage: 'Lamentamos, mas não foi possível concluir a sua inscrição. Tente novamente.',
} satisfies UiMessages['footerNewsletterForm'];

export const contactForm = {
  nameLabel: 'Nome completo',
  emailLabel: 'Endereço de e-mail',
  subjectLabel: 'Assunto',
  messageLabel: 'Mensagem',
  consentLabel:
    'Autorizo o Trust a tratar os meus dados pessoais para responder à minha solicitação.',
  submitLabel: 'Enviar mensagem',
  sendingLabel: 'Envio em curso…',
  sentTitle: 'Mensagem enviada com sucesso',
  sentMessage: 'Agradecemos a sua mensagem. Procuramos responder no prazo de 2 a 3 dias úteis.',
  sendAnotherLabel: 'Enviar outra mensagem',
  failureMessage: 'Lamentamos, mas não foi possível enviar a sua mensagem. Tente novamente.',
  nameRequired: 'O nome completo é obrigatório',
  nameSingleLine:
    'O nome completo deve ocupar apenas uma linha, sem quebras de linha nem tabulações',
  emailRequired: 'O e-mail é obrigatório',
  emailInvalid: 'Indique um endereço de e-mail válido',
  subjectRequired: 'O assunto é obrigatório',
  subjectSingleLine: 'O assunto deve ocupar apenas uma linha, sem quebras de linha nem tabulações',
  messageRequired: 'A mensagem é obrigatória',
  consentRequired: 'Dê o seu consentimento para que possamos tratar a sua solicitação.',
} satisfies UiMessages['contactForm'];

export const enquiryForm = {
  nameLabel: 'Nome',
  emailLabel: 'Endereço de e-mail',
  phoneLabel: 'Número de telefone (opcional)',
  messageLabel: 'Mensagem',
  submitLabel: 'Enviar solicitação',
  sendingLabel: 'Envio em curso…',
  successTitle: 'Obrigado',
  successMessage: 'Responderemos à sua solicitação no prazo de 48 horas.',
  failureMessage: 'Lamentamos, mas não foi possível enviar a sua solicitação. Tente novamente.',
  nameRequired: 'O nome é obrigatório',
  nameSingleLine: 'O nome deve ocupar apenas uma linha, sem quebras de linha nem tabulações',
  emailRequired: 'O e-mail é obrigatório',
  emailInvalid: 'Indique um endereço de e-mail válido',
  phoneSingleLine:
    'O número de telefone deve ocupar apenas uma linha, sem quebras de linha nem tabulações',
  messageRequired: 'A mensagem é obrigatória',
} satisfies UiMessages['enquiryForm'];

export const newsletterSignupForm = {
  firstNameLabel: 'Primeiro nome',
  emailLabel: 'Endereço de e-mail',
  consentLabel:
    'Quero receber por e-mail novidades sobre o trabalho do Trust. Posso deixar de receber estas mensagens a qualquer momento.',
  submitLabel: 'Inscrever-se',
  successTitle: 'Inscrição confirmada',
  successMessage:
    'Obrigado pela sua inscrição. Enviamos um e-mail de confirmação para o seu endereço: siga as instruções nele indicadas para concluir a inscrição.',
  failureMessage: 'Lamentamos, mas não foi possível concluir a sua inscrição. Tente novamente.',
  firstNameRequired: 'O primeiro nome é obrigatório',
  firstNameSingleLine:
    'O primeiro nome deve ocupar apenas uma linha, sem quebras de linha nem tabulações',
  emailRequired: 'O e-mail é obrigatório',
  emailInvalid: 'Indique um endereço de e-mail válido',
  consentRequired: 'Confirme que deseja receber a nossa newsletter.',
} satisfies UiMessages['newsletterSignupForm'];

export const tryAgainLater = {
  message:
    'Lamentamos, mas foram enviados muitos formulários da sua rede em pouco tempo. Aguarde {wait} e tente novamente. Tudo o que você escreveu continua aqui.',
} satisfies UiMessages['tryAgainLater'];
