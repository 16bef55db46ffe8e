/** The built-in test's English content (written for this product). */
import { item, type LanguageBank } from './bank-item.ts';

const P1 =
  'Dear customer, thank you for your order. Your parcel left our warehouse this morning and should arrive within three working days. You do not need to be at home: the driver can leave it with a neighbour or at the local post office. If the parcel is damaged, please take a photo and reply to this email within seven days.';
const P2 =
  'New staff start with a two-day training course. On the first day you will learn how our booking system works. On the second day you will listen to real calls with an experienced colleague. Please bring your laptop and a pair of headphones. Lunch is provided on both days, but tell us before Friday if you have any food allergies.';

export const BANK_EN: LanguageBank = {
  listening: [
    item(
      'l1',
      'c1',
      'Good morning. The bus to the airport leaves every twenty minutes from stop B, opposite the museum.',
      'Where does the bus leave from?',
      ['Stop A, next to the station', 'Stop B, opposite the museum', 'Inside the airport'],
      'b',
    ),
    item(
      'l2',
      'c2',
      "Hi, it's Sam. I'm running late because of the traffic. Please start the meeting without me.",
      'Why is Sam late?',
      ['Because of the traffic', 'Because he missed the train', 'Because he is ill'],
      'a',
    ),
    item(
      'l3',
      'c3',
      'The shop is open from nine to five during the week and from ten to four on Saturdays. We are closed on Sundays.',
      'When is the shop closed?',
      ['On Saturdays', 'On Mondays', 'On Sundays'],
      'c',
    ),
    item(
      'l4',
      'c4',
      "I'd like to book a table for four people tomorrow at eight, please. Near the window, if possible.",
      'How many people is the table for?',
      ['Two', 'Four', 'Eight'],
      'b',
    ),
    item(
      'l5',
      'c5',
      'Your new card will arrive by post in five days. Until then, you can pay with your phone.',
      'How can the customer pay until the card arrives?',
      ['With the phone', 'Only in cash', 'With the old card'],
      'a',
    ),
  ],
  reading: [
    item(
      'r1',
      'p1',
      P1,
      'When should the parcel arrive?',
      ['Today', 'Within three working days', 'In seven days'],
      'b',
    ),
    item(
      'r2',
      'p1',
      P1,
      'What happens if nobody is at home?',
      [
        'The parcel goes back to the warehouse',
        'The customer must pay again',
        'The driver leaves it with a neighbour or at the post office',
      ],
      'c',
    ),
    item(
      'r3',
      'p1',
      P1,
      'What should the customer do if the parcel is damaged?',
      ['Take a photo and reply within seven days', 'Call the driver', 'Throw it away'],
      'a',
    ),
    item(
      'r4',
      'p2',
      P2,
      'What happens on the second day of training?',
      ['A written exam', 'Listening to real calls with a colleague', 'Learning the booking system'],
      'b',
    ),
    item(
      'r5',
      'p2',
      P2,
      'What should new staff bring?',
      ['A laptop and headphones', 'Their lunch', 'A printed timetable'],
      'a',
    ),
    item(
      'r6',
      'p2',
      P2,
      'What must staff do before Friday?',
      ['Buy headphones', 'Book a call', 'Say if they have food allergies'],
      'c',
    ),
  ],
};
