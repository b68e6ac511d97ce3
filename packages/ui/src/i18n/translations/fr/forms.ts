// The forms components' words in this language: the keys of ../../words/forms.ts.
// French: `vous`; a no-break space (\u00a0) before a colon, a narrow one (\u202f) before '!'.
// 'The Trust' stays 'le Trust', the trust's own name.
import type { UiMessages } from '../../types.ts';

export const errorSummary = {
  title: 'Il y a un problème',
} satisfies UiMessages['errorSummary'];

export const fieldError = {
  prefix: 'Erreur\u00a0:',
} satisfies UiMessages['fieldError'];

export const fieldLabel = {
  requiredMarker: '(obligatoire)',
} satisfies UiMessages['fieldLabel'];

export const honeypotField = {
  label: 'Laissez ce champ vide',
} satisfies UiMessages['honeypotField'];

export const searchInput = {
  clearLabel: 'Effacer la recherche',
} satisfies UiMessages['searchInput'];

export const footerNewsletterForm = {
  label: 'Adresse e-mail',
  submitLabel: 'S’abonner',
  confirmation: 'Abonnement enregistré\u202f!',
  failureMessage:
    'Nous sommes désolés, votre abonnement n’a pas pu être enregistré. Veuillez réessayer.',
} satisfies UiMessages['footerNewsletterForm'];

export const contactForm = {
  nameLabel: 'Nom complet',
  emailLabel: 'Adresse e-mail',
  subjectLabel: 'Objet',
  messageLabel: 'Votre message',
  consentLabel:
    'J’accepte que le Trust traite mes données personnelles afin de répondre à ma demande.',
  submitLabel: 'Envoyer le message',
  sendingLabel: 'Envoi en cours…',
  sentTitle: 'Message envoyé avec succès',
  sentMessage:
    'Merci de nous avoir contactés. Nous nous efforçons de répondre sous 2 à 3 jours ouvrés.',
  sendAnotherLabel: 'Envoyer un autre message',
  failureMessage: 'Nous sommes désolés, votre message n’a pas pu être envoyé. Veuillez réessayer.',
  nameRequired: 'Le nom complet est obligatoire',
  nameSingleLine:
    'Le nom complet doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  subjectRequired: 'L’objet est obligatoire',
  subjectSingleLine: 'L’objet doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
  messageRequired: 'Le message est obligatoire',
  consentRequired:
    'Veuillez donner votre consentement pour que nous puissions traiter votre demande.',
} satisfies UiMessages['contactForm'];

export const enquiryForm = {
  nameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  phoneLabel: 'Numéro de téléphone (facultatif)',
  messageLabel: 'Votre message',
  submitLabel: 'Envoyer la demande',
  sendingLabel: 'Envoi en cours…',
  successTitle: 'Merci',
  successMessage: 'Notre équipe vous contactera sous 48 heures.',
  failureMessage: 'Nous sommes désolés, votre demande n’a pas pu être envoyée. Veuillez réessayer.',
  nameRequired: 'Le nom est obligatoire',
  nameSingleLine: 'Le nom doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  phoneSingleLine:
    'Le numéro de téléphone doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
  messageRequired: 'Le message est obligatoire',
} satisfies UiMessages['enquiryForm'];

export const newsletterSignupForm = {
  firstNameLabel: 'Prénom',
  emailLabel: 'Adresse e-mail',
  consentLabel:
    'Je souhaite recevoir par e-mail des nouvelles du travail du Trust. Je peux me désabonner à tout moment.',
  submitLabel: 'S’abonner',
  successTitle: 'Abonnement confirmé',
  successMessage:
    'Merci de votre abonnement. Nous vous avons envoyé un e-mail de confirmation\u00a0: suivez les instructions qu’il contient pour finaliser votre abonnement.',
  failureMessage:
    'Nous sommes désolés, votre abonnement n’a pas pu être enregistré. Veuillez réessayer.',
  firstNameRequired: 'Le prénom est obligatoire',
  firstNameSingleLine:
    'Le prénom doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  consentRequired: 'Veuillez confirmer que vous souhaitez recevoir notre lettre d’information.',
} satisfies UiMessages['newsletterSignupForm'];

export const tryAgainLater = {
  message:
    'Nous sommes désolés, trop de formulaires ont été envoyés depuis votre connexion. Veuillez patienter {wait}, puis réessayer. Tout ce que vous avez saisi est conservé.',
} satisfies UiMessages['tryAgainLater'];
