/** The built-in test's French content (written for this product). */
import { item, type LanguageBank } from './bank-item.ts';

const P1 =
  "Bonjour, votre rendez-vous chez le dentiste est confirmé pour mardi à quinze heures. Merci d'arriver dix minutes en avance. Si vous ne pouvez pas venir, prévenez-nous au moins vingt-quatre heures avant, sinon la consultation sera facturée. Le cabinet se trouve au deuxième étage ; l'ascenseur est à droite de l'entrée.";
const P2 =
  "À partir du lundi 3 mars, la bibliothèque municipale ouvrira aussi le dimanche matin. Les enfants de moins de douze ans pourront emprunter jusqu'à cinq livres. Pour les adultes, la carte reste gratuite, mais il faut présenter un justificatif de domicile. Les ordinateurs de la salle multimédia se réservent en ligne.";

export const BANK_FR: LanguageBank = {
  listening: [
    item(
      'l1',
      'c1',
      'Attention, le train pour Lyon partira avec vingt minutes de retard, voie numéro sept.',
      'Quel est le problème ?',
      ['Le train est annulé', 'Le train a du retard', 'Le train change de destination'],
      'b',
    ),
    item(
      'l2',
      'c2',
      "Bonjour, je voudrais un café et un croissant, s'il vous plaît. C'est pour emporter.",
      'Que commande la personne ?',
      ['Un café et un croissant', 'Un thé et un gâteau', 'Un sandwich'],
      'a',
    ),
    item(
      'l3',
      'c3',
      "Je ne peux pas venir ce soir, j'ai trop de travail. On peut se voir samedi ?",
      'Pourquoi la personne ne vient-elle pas ce soir ?',
      ['Elle est malade', 'Elle part en vacances', 'Elle a trop de travail'],
      'c',
    ),
    item(
      'l4',
      'c4',
      'La pharmacie est juste après la boulangerie, sur la gauche, en face de la poste.',
      'Où est la pharmacie ?',
      ['Derrière la gare', 'Après la boulangerie, en face de la poste', 'À côté de la banque'],
      'b',
    ),
    item(
      'l5',
      'c5',
      "Votre colis arrivera jeudi entre neuf heures et midi. Quelqu'un doit être présent pour signer.",
      'Quand le colis arrivera-t-il ?',
      ['Jeudi matin', 'Vendredi soir', 'Lundi après-midi'],
      'a',
    ),
  ],
  reading: [
    item(
      'r1',
      'p1',
      P1,
      'Quand est le rendez-vous ?',
      ['Lundi à dix heures', 'Mardi à quinze heures', 'Mercredi à midi'],
      'b',
    ),
    item(
      'r2',
      'p1',
      P1,
      'Que se passe-t-il si on annule moins de vingt-quatre heures avant ?',
      ['Rien', 'On reçoit un nouveau rendez-vous', 'La consultation est facturée'],
      'c',
    ),
    item(
      'r3',
      'p1',
      P1,
      'Où se trouve le cabinet ?',
      ['Au deuxième étage', 'Au rez-de-chaussée', 'Dans un autre bâtiment'],
      'a',
    ),
    item(
      'r4',
      'p2',
      P2,
      'Quel est le changement à partir du 3 mars ?',
      ['La bibliothèque ouvre le dimanche matin', 'La carte devient payante', 'La bibliothèque ferme le lundi'],
      'a',
    ),
    item('r5', 'p2', P2, 'Combien de livres un enfant peut-il emprunter ?', ['Deux', 'Douze', 'Cinq'], 'c'),
    item(
      'r6',
      'p2',
      P2,
      'Que faut-il pour avoir la carte adulte ?',
      ['Payer un abonnement', 'Un justificatif de domicile', 'Une réservation en ligne'],
      'b',
    ),
  ],
};
