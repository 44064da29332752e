import type { Language } from './texts'

/**
 * The Swahili of every message an API error can carry (`error.message` and `error.fields`), keyed by the
 * English text, which stays the spec's exact wording in the code that throws it. One table rather than a
 * pair at each throw: errors come from our coded errors, the shared schemas' messages, Fastify and
 * better-auth alike, and all of them pass the one `onSend` hook (plugins/error-language.plugin.ts) that
 * answers in the reader's language. `error-texts.test.ts` fails when a declared message has no Swahili.
 */
export const swahiliErrorTexts: Readonly<Record<string, string>> = {
  // lib/errors.ts and plugins/errors.plugin.ts
  'Not found.': 'Haikupatikana.',
  'Please sign in to continue.': 'Tafadhali ingia ili kuendelea.',
  'You do not have permission to do that.': 'Huna ruhusa ya kufanya hivyo.',
  'Please check the highlighted fields.': 'Tafadhali angalia sehemu zilizoangaziwa.',
  'Something went wrong on our side. Please try again.':
    'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  'The request body is not valid JSON.': 'Maudhui ya ombi si JSON halali.',
  'The request body is empty.': 'Maudhui ya ombi ni tupu.',
  'Unsupported content type.': 'Aina ya maudhui haitumiki.',
  'The request body is too large.': 'Maudhui ya ombi ni makubwa mno.',
  'Invalid Content-Length.': 'Content-Length si sahihi.',
  'Too many requests. Please wait a moment and try again.':
    'Maombi ni mengi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
  'The request is not valid.': 'Ombi si halali.',
  'Invalid value': 'Thamani si sahihi',
  'The request could not be completed.': 'Ombi halikuweza kukamilika.',
  'The request contains a character that is not allowed (NUL).': 'Ombi lina herufi isiyoruhusiwa (NUL).',
  // Pictures and documents
  'Please choose an image to upload.': 'Tafadhali chagua picha ya kupakia.',
  'The file must be a JPEG, PNG or WebP image.': 'Faili lazima liwe picha ya JPEG, PNG au WebP.',
  'The image must be at most 2 MB.': 'Picha isizidi MB 2.',
  'Please choose a JPEG, PNG or WebP image.': 'Tafadhali chagua picha ya JPEG, PNG au WebP.',
  'The image must be at most 5 MB.': 'Picha isizidi MB 5.',
  'The upload could not be read. Please try again.':
    'Faili lililopakiwa halikuweza kusomwa. Tafadhali jaribu tena.',
  // Profile, notifications, health
  'Profile not found.': 'Wasifu haukupatikana.',
  'Notification not found.': 'Arifa haikupatikana.',
  'The page cursor is not valid.': 'Kiashiria cha ukurasa si sahihi.',
  'Invalid page cursor.': 'Kiashiria cha ukurasa si sahihi.',
  'The database is not answering.': 'Hifadhidata haijibu.',
  // Products, cart, wishlist, reviews
  'Product not found. Please refresh the page and try again.':
    'Bidhaa haikupatikana. Tafadhali onyesha upya ukurasa kisha ujaribu tena.',
  'Invalid product data': 'Data ya bidhaa si sahihi',
  'This item is not in your cart.': 'Bidhaa hii haimo kwenye kikapu chako.',
  'This item is not in your wishlist.': 'Bidhaa hii haimo kwenye orodha yako ya matamanio.',
  'You have not reviewed this product.': 'Bado hujatoa maoni kuhusu bidhaa hii.',
  // Orders and checkout
  'Order not found.': 'Agizo halikupatikana.',
  'Order total must be greater than zero.': 'Jumla ya agizo lazima iwe zaidi ya sifuri.',
  'This order has been paid and can no longer be cancelled.':
    'Agizo hili limelipiwa na haliwezi kughairiwa tena.',
  'A payment for this order is in progress. Please wait for it to finish.':
    'Malipo ya agizo hili yanaendelea. Tafadhali subiri yakamilike.',
  'This item cannot be ordered.': 'Bidhaa hii haiwezi kuagizwa.',
  'Please log in to proceed to checkout.': 'Tafadhali ingia ili kuendelea na malipo.',
  'Please fill in all shipping information (address and city).':
    'Tafadhali jaza taarifa zote za usafirishaji (anwani na mji).',
  'Please fill in your contact information (phone and email).':
    'Tafadhali jaza taarifa zako za mawasiliano (simu na barua pepe).',
  'User not authenticated': 'Mtumiaji hajathibitishwa. Tafadhali ingia.',
  'User not authenticated. Please log in.': 'Mtumiaji hajathibitishwa. Tafadhali ingia.',
  'Failed to place order. Please try again.': 'Imeshindikana kuweka agizo. Tafadhali jaribu tena.',
  'Not enough stock to reopen this cancelled order.':
    'Hakuna bidhaa za kutosha kufungua upya agizo hili lililoghairiwa.',
  // Payments
  'Transaction not found.': 'Muamala haukupatikana.',
  'Payment context not found.': 'Taarifa za malipo hazikupatikana.',
  'Unable to process M-Pesa payment. Please try again.':
    'Imeshindikana kushughulikia malipo ya M-Pesa. Tafadhali jaribu tena.',
  'Failed to initiate PayPal payment': 'Imeshindikana kuanzisha malipo ya PayPal',
  'This order has already been paid.': 'Agizo hili tayari limelipiwa.',
  'This order was cancelled. Please place your order again.':
    'Agizo hili lilighairiwa. Tafadhali weka agizo lako upya.',
  'A payment request for this order is already waiting on a phone. Please complete it there or wait for it to finish.':
    'Ombi la malipo la agizo hili tayari linasubiri kwenye simu. Tafadhali likamilishe huko au subiri likamilike.',
  'PayPal capture failed': 'Kukamilisha malipo ya PayPal kumeshindikana',
  'This payment method is not available.': 'Njia hii ya malipo haipatikani.',
  'Payment initiation failed': 'Kuanzisha malipo kumeshindikana',
  'Payment failed': 'Malipo yameshindikana',
  'Payment was cancelled or failed': 'Malipo yameghairiwa au yameshindikana',
  'Payment timeout. Please try again.': 'Muda wa malipo umeisha. Tafadhali jaribu tena.',
  'Missing PayPal token.': 'Tokeni ya PayPal haipo.',
  'You must be signed in to complete the order.': 'Lazima uingie ili kukamilisha agizo.',
  'Failed to complete PayPal payment.': 'Imeshindikana kukamilisha malipo ya PayPal.',
  'Please enter your phone number': 'Tafadhali weka nambari yako ya simu',
  'Invalid phone number format. Please use format: 0712345678 or 254712345678':
    'Muundo wa nambari ya simu si sahihi. Tafadhali tumia muundo: 0712345678 au 254712345678',
  'Amount must be at least KSh 1': 'Kiasi lazima kiwe angalau KSh 1',
  // Idempotency
  'The Idempotency-Key header must be 1 to 255 visible characters.':
    'Kichwa cha Idempotency-Key lazima kiwe na herufi 1 hadi 255 zinazoonekana.',
  'This Idempotency-Key was already used for a different request.':
    'Idempotency-Key hii tayari imetumika kwa ombi jingine.',
  'The same request is still being processed. Please wait a moment.':
    'Ombi hilohilo bado linashughulikiwa. Tafadhali subiri kidogo.',
  // Admin
  'You cannot change your own account here.': 'Huwezi kubadilisha akaunti yako mwenyewe hapa.',
  'There must be at least one administrator.': 'Lazima kuwe na angalau msimamizi mmoja.',
  'Your account has been suspended. Please contact support.':
    'Akaunti yako imesimamishwa. Tafadhali wasiliana na huduma kwa wateja.',
  'No account uses that e-mail address.': 'Hakuna akaunti inayotumia anwani hiyo ya barua pepe.',
  'Product name is required': 'Jina la bidhaa linahitajika',
  'Price must be a number above 0': 'Bei lazima iwe namba zaidi ya 0',
  'Stock quantity must be a whole number, 0 or more': 'Idadi iliyopo lazima iwe namba kamili, 0 au zaidi',
  'Image URL must start with http:// or https://': 'Anwani ya picha lazima ianze na http:// au https://',
  'Business name is required': 'Jina la biashara linahitajika',
  // Service providers
  'Please fill in all required fields.': 'Tafadhali jaza sehemu zote zinazohitajika.',
  'License number is required for this category.': 'Nambari ya leseni inahitajika kwa aina hii.',
  'Please accept the terms and conditions.': 'Tafadhali kubali sheria na masharti.',
  'Years of experience must be a number from 0 to 50.': 'Miaka ya uzoefu lazima iwe namba kati ya 0 na 50.',
  'You already have an application under review for this category.':
    'Tayari una ombi linalokaguliwa kwa aina hii.',
  'You are already an approved provider in this category.':
    'Tayari umeidhinishwa kuwa mtoa huduma katika aina hii.',
  'This application has already been reviewed.': 'Ombi hili tayari limekaguliwa.',
  'Please choose a document to upload.': 'Tafadhali chagua hati ya kupakia.',
  'Documents must be PDF, JPEG, PNG or WebP files.': 'Hati lazima ziwe faili za PDF, JPEG, PNG au WebP.',
  'Each document must be at most 5 MB.': 'Kila hati isizidi MB 5.',
  'You can attach at most 5 documents.': 'Unaweza kuambatisha hati zisizozidi 5.',
  'A document could not be found. Please upload it again.': 'Hati moja haikupatikana. Tafadhali ipakie tena.',
  'You need an approved service provider profile to use the provider portal.':
    'Unahitaji wasifu wa mtoa huduma ulioidhinishwa ili kutumia lango la watoa huduma.',
  'You need an approved vendor account to use the vendor dashboard.':
    'Unahitaji akaunti ya muuzaji iliyoidhinishwa ili kutumia dashibodi ya muuzaji.',
  'You cannot book your own service.': 'Huwezi kuweka miadi ya huduma yako mwenyewe.',
  'This provider is not taking bookings right now.': 'Mtoa huduma huyu hapokei miadi kwa sasa.',
  'The preferred date cannot be in the past.': 'Tarehe unayopendelea haiwezi kuwa imepita.',
  'This booking cannot be changed to that status now.': 'Miadi hii haiwezi kubadilishwa kuwa hali hiyo sasa.',
  'You can review a provider once the booking is completed.':
    'Unaweza kutoa maoni kuhusu mtoa huduma miadi ikishakamilika.',
  'You have already reviewed this booking.': 'Tayari umetoa maoni kuhusu miadi hii.',
  'The minimum rate cannot be above the maximum rate.': 'Bei ya chini haiwezi kuzidi bei ya juu.',
  'Failed to create booking. Please try again.': 'Imeshindikana kuweka miadi. Tafadhali jaribu tena.',
  'Failed to submit application. Please try again.': 'Imeshindikana kutuma ombi. Tafadhali jaribu tena.',
  // Sign-in and accounts (our rules, then better-auth's own messages)
  'Email is required': 'Barua pepe inahitajika',
  'Email is invalid': 'Barua pepe si sahihi',
  'Password is required': 'Nenosiri linahitajika',
  'Password must be at least 6 characters': 'Nenosiri lazima liwe na angalau herufi 6',
  'This password is too common. Please choose another.':
    'Nenosiri hili ni la kawaida mno. Tafadhali chagua jingine.',
  'Full name is required': 'Jina kamili linahitajika',
  'You must accept the terms and conditions': 'Lazima ukubali sheria na masharti',
  'Your password is not correct.': 'Nenosiri lako si sahihi.',
  'Phone may contain digits, spaces and + - ( ) only':
    'Simu inaweza kuwa na tarakimu, nafasi na + - ( ) pekee',
  'Phone must be at most 20 characters': 'Simu isizidi herufi 20',
  'Full name must be at most 100 characters': 'Jina kamili lisizidi herufi 100',
  'Invalid email or password': 'Barua pepe au nenosiri si sahihi',
  'Invalid password': 'Nenosiri si sahihi',
  'Invalid email': 'Barua pepe si sahihi',
  'User not found': 'Mtumiaji hakupatikana',
  'Invalid token': 'Tokeni si sahihi',
  'Token expired': 'Muda wa tokeni umeisha',
  'Email not verified': 'Barua pepe haijathibitishwa',
  'Password too short': 'Nenosiri ni fupi mno',
  'Password too long': 'Nenosiri ni refu mno',
  'User already exists.': 'Mtumiaji tayari yupo.',
  'User already exists. Use another email.': 'Mtumiaji tayari yupo. Tumia barua pepe nyingine.',
  'Session expired. Re-authenticate to perform this action.':
    'Muda wa kikao umeisha. Ingia tena ili kufanya kitendo hiki.',
  'Email is already verified': 'Barua pepe tayari imethibitishwa',
  'Invalid two factor code': 'Msimbo wa uthibitishaji wa hatua mbili si sahihi',
  'Invalid code': 'Msimbo si sahihi',
  'Invalid backup code': 'Msimbo wa akiba si sahihi',
  // Events and tickets (issue 12)
  'Event not found.': 'Tukio halikupatikana.',
  'This event is sold out.': 'Tiketi za tukio hili zimekwisha.',
  'This event has ended.': 'Tukio hili limekwisha.',
  'Tickets must be a number from 1 to 10.': 'Idadi ya tiketi iwe kati ya 1 na 10.',
  'The end date cannot be before the start date.': 'Tarehe ya mwisho haiwezi kuwa kabla ya tarehe ya kuanza.',
  'Please enter a valid date (YYYY-MM-DD).': 'Tafadhali weka tarehe sahihi (YYYY-MM-DD).',
  'Please enter a valid time (HH:MM).': 'Tafadhali weka saa sahihi (HH:MM).',
  'Please enter a valid URL.': 'Tafadhali weka anwani sahihi ya mtandao (URL).',
  'Only approved event promoters can manage events.':
    'Ni waandaaji wa matukio walioidhinishwa pekee wanaoweza kusimamia matukio.',
  'This ticket is not for this event': 'Tiketi hii si ya tukio hili',
  'This ticket is void': 'Tiketi hii imebatilishwa',
  'Ticket not found': 'Tiketi haikupatikana',
  'Enter a ticket code or scan a QR code.': 'Weka msimbo wa tiketi au changanua msimbo wa QR.',
  'This list has changed; please reload it.': 'Orodha hii imebadilika; tafadhali ipakie upya.',
  // Community: forums (issue 14)
  'This post is not available.': 'Chapisho hili halipatikani.',
  'This reply is not available.': 'Jibu hili halipatikani.',
  'Please choose a category.': 'Tafadhali chagua kundi.',
  'Please enter a title.': 'Tafadhali weka kichwa.',
  'Please write something.': 'Tafadhali andika kitu.',
  'A title can have at most 150 characters.': 'Kichwa kisizidi herufi 150.',
  'A post can have at most 5000 characters.': 'Chapisho lisizidi herufi 5000.',
  'A reply can have at most 2000 characters.': 'Jibu lisizidi herufi 2000.',
  'Replies can be edited or deleted only within 15 minutes of posting.':
    'Majibu yanaweza kuhaririwa au kufutwa ndani ya dakika 15 tu baada ya kuchapishwa.',
  "You're posting too fast. Please wait a moment and try again.":
    'Unachapisha haraka mno. Tafadhali subiri kidogo kisha ujaribu tena.',
  'Please choose a JPEG, PNG or WebP picture.': 'Tafadhali chagua picha ya JPEG, PNG au WebP.',
  // Food delivery (issue 13)
  'Restaurant not found. Please refresh the page and try again.':
    'Mgahawa haukupatikana. Tafadhali onyesha upya ukurasa kisha ujaribu tena.',
  'This restaurant is closed right now. Please order when it opens.':
    'Mgahawa huu umefungwa kwa sasa. Tafadhali agiza utakapofunguliwa.',
  'This dish is no longer on the menu. Please refresh the menu and try again.':
    'Chakula hiki hakipo tena kwenye menyu. Tafadhali onyesha upya menyu kisha ujaribu tena.',
  'All dishes in a basket must come from one restaurant.':
    'Vyakula vyote kwenye kikapu lazima vitoke mgahawa mmoja.',
  'Please add items to your cart': 'Tafadhali ongeza bidhaa kwenye kikapu chako',
  'Please enter the delivery address.': 'Tafadhali weka anwani ya kupelekewa.',
  'Please enter your phone number.': 'Tafadhali weka nambari yako ya simu.',
  'Please enter your email address.': 'Tafadhali weka barua pepe yako.',
  'Only approved vendors can run a restaurant. Apply as a Product Vendor in the Service Provider Hub.':
    'Ni wauzaji walioidhinishwa pekee wanaoweza kuendesha mgahawa. Omba kuwa Muuzaji wa Bidhaa kwenye Kituo cha Watoa Huduma.',
  'Please give an estimate from 5 to 180 minutes.': 'Tafadhali toa makadirio ya kati ya dakika 5 na 180.',
  'Please give a reason for rejecting this order.': 'Tafadhali toa sababu ya kukataa agizo hili.',
  'Opening hours must be times like 08:00 and 22:30.': 'Saa za kufungua lazima ziwe kama 08:00 na 22:30.',
  'Give each day at most once.': 'Weka kila siku mara moja tu.',
  'Price must be above 0.': 'Bei lazima iwe zaidi ya 0.',
  // Community chat (issue 14); the rate-limit text is the whole community's (forums and reports too)
  'This conversation is not available.': 'Mazungumzo haya hayapatikani.',
  'This person is not available.': 'Mtu huyu hapatikani.',
  "You can't start a conversation with yourself.": 'Huwezi kuanzisha mazungumzo na wewe mwenyewe.',
  "You can't message this person.": 'Huwezi kumtumia mtu huyu ujumbe.',
  "You can't block yourself.": 'Huwezi kujizuia mwenyewe.',
  'Please type a message.': 'Tafadhali andika ujumbe.',
  'A message can have at most 2000 characters.': 'Ujumbe unaweza kuwa na herufi 2000 tu.',
  // Community moderation (issue 14)
  'You have already reported this.': 'Tayari umeripoti hiki.',
  'This content is not available.': 'Maudhui haya hayapatikani.',
  "You can't report your own content.": 'Huwezi kuripoti maudhui yako mwenyewe.',
  'This report is not available.': 'Ripoti hii haipatikani.',
  // Jobs (issue 16)
  'Job not found.': 'Kazi haikupatikana.',
  'This job is no longer accepting applications.': 'Kazi hii haipokei maombi tena.',
  'Only employers can post jobs: an approved vendor or service provider, or an account an administrator made an employer.':
    'Ni waajiri pekee wanaoweza kutangaza kazi: muuzaji au mtoa huduma aliyeidhinishwa, au akaunti ambayo msimamizi ameifanya mwajiri.',
  'You cannot apply to your own job.': 'Huwezi kuomba kazi uliyotangaza mwenyewe.',
  'You have already applied for this job.': 'Tayari umeomba kazi hii.',
  'Please attach your CV (PDF or Word).': 'Tafadhali ambatisha CV yako (PDF au Word).',
  'Your CV must be a PDF or Word document.': 'CV yako lazima iwe hati ya PDF au Word.',
  'Your CV must be 5 MB or smaller.': 'CV yako isizidi MB 5.',
  'Application not found.': 'Ombi halikupatikana.',
  'This application cannot move to that status.': 'Ombi hili haliwezi kuhamia hali hiyo.',
  'This application can no longer be withdrawn.': 'Ombi hili haliwezi kuondolewa tena.',
  'Set a deadline in the future before reopening this job.':
    'Weka tarehe ya mwisho ya siku zijazo kabla ya kufungua kazi hii tena.',
  'The deadline cannot be before today.': 'Tarehe ya mwisho haiwezi kuwa kabla ya leo.',
  'Invalid date': 'Tarehe si sahihi',
  // Rides (issue 15): places, quotes and the admin's drivers
  'Could not determine your address': 'Hatukuweza kutambua anwani yako',
  'Driver not found.': 'Dereva hakupatikana.',
  // Rides (issue 15): the ride lifecycle and the driver dashboard
  'Ride not found.': 'Safari haikupatikana.',
  'This ride request was not offered to you.': 'Ombi hili la safari halikutumwa kwako.',
  'You already have a ride in progress.': 'Tayari una safari inayoendelea.',
  'No drivers are available nearby. Please try again in a few minutes.':
    'Hakuna madereva karibu kwa sasa. Tafadhali jaribu tena baada ya dakika chache.',
  'This ride has been taken by another driver.': 'Safari hii imechukuliwa na dereva mwingine.',
  'This ride cannot move to that step now.': 'Safari hii haiwezi kwenda hatua hiyo sasa.',
  'This ride can no longer be cancelled.': 'Safari hii haiwezi kughairiwa tena.',
  'This ride is not completed yet.': 'Safari hii bado haijakamilika.',
  'You have already rated this ride.': 'Tayari umeipa safari hii alama.',
  'This ride has already been paid.': 'Safari hii tayari imelipiwa.',
  'Finish your current trip first.': 'Maliza safari yako ya sasa kwanza.',
  'Go online to accept rides.': 'Washa hali ya mtandaoni ili kukubali safari.',
  'Only approved drivers can use the driver dashboard.':
    'Ni madereva walioidhinishwa pekee wanaoweza kutumia dashibodi ya dereva.',
  'Pickup and destination are the same place.': 'Mahali pa kuchukuliwa na unakoenda ni pamoja.',
  'Rides go within Nairobi and its surroundings only.': 'Safari ni ndani ya Nairobi na viunga vyake pekee.',
  'Too many ride requests. Please wait a minute and try again.':
    'Maombi ya safari ni mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.',
  // Real estate (issue 16): realEstateMessages and the module's own
  'Property not found.': 'Nyumba haikupatikana.',
  'Only verified real estate agents can manage listings. Apply as a Real Estate Agent in the Service Hub.':
    'Ni mawakala wa nyumba waliothibitishwa pekee wanaoweza kusimamia matangazo. Omba kuwa Wakala wa Nyumba kwenye Kituo cha Huduma.',
  'This listing cannot move to that status.': 'Tangazo hili haliwezi kuhamishiwa hali hiyo.',
  'An administrator has unpublished this listing. Contact support to restore it.':
    'Msimamizi ameliondoa tangazo hili. Wasiliana na huduma kwa wateja ili lirudishwe.',
  'A listing can have at most 12 pictures.': 'Tangazo linaweza kuwa na picha 12 tu.',
  'Picture not found.': 'Picha haikupatikana.',
  'Agent not found.': 'Wakala hakupatikana.',
  'Viewing request not found.': 'Ombi la kutazama nyumba halikupatikana.',
  'The viewing date cannot be before today.': 'Tarehe ya kutazama haiwezi kuwa kabla ya leo.',
  'Viewings can be requested up to 90 days ahead.': 'Ziara zinaweza kuombwa hadi siku 90 mbele.',
  'Please choose one of the available time slots.': 'Tafadhali chagua mojawapo ya nafasi za muda zilizopo.',
  'That time has already passed today. Please choose a later slot.':
    'Muda huo umeshapita leo. Tafadhali chagua nafasi ya baadaye.',
  'This property is not available for viewings.': 'Nyumba hii haipatikani kwa ziara.',
  'You cannot request a viewing of your own listing.': 'Huwezi kuomba kutazama tangazo lako mwenyewe.',
  'You already have a viewing request for this property.': 'Tayari una ombi la kutazama nyumba hii.',
  'That time is already booked for another viewing. Please choose another slot.':
    'Muda huo tayari umechukuliwa na ziara nyingine. Tafadhali chagua nafasi nyingine.',
  'This viewing request has already been answered.': 'Ombi hili la kutazama tayari limejibiwa.',
  'This viewing can no longer be cancelled.': 'Ziara hii haiwezi kughairiwa tena.',
  'You can keep at most 20 saved searches. Delete one to save another.':
    'Unaweza kuhifadhi utafutaji 20 tu. Futa mmoja ili uhifadhi mwingine.',
  'Saved search not found.': 'Utafutaji uliohifadhiwa haukupatikana.',
  // Medical (issue 17): directory, appointments and the provider's dashboard (medicalMessages and the module's own)
  'Healthcare provider not found.': 'Mtoa huduma za afya hakupatikana.',
  'Please choose a date and a time.': 'Tafadhali chagua tarehe na saa.',
  'The date cannot be before today.': 'Tarehe haiwezi kuwa kabla ya leo.',
  'Appointments can be booked up to 60 days ahead.': 'Miadi inaweza kupangwa hadi siku 60 mbele.',
  'The provider does not see patients on that day. Please choose another date.':
    'Mtoa huduma haoni wagonjwa siku hiyo. Tafadhali chagua tarehe nyingine.',
  "That time is outside the provider's working hours. Please choose another slot.":
    'Muda huo uko nje ya saa za kazi za mtoa huduma. Tafadhali chagua nafasi nyingine.',
  'That time has just been booked by another patient. Please choose another slot.':
    'Muda huo umechukuliwa sasa hivi na mgonjwa mwingine. Tafadhali chagua nafasi nyingine.',
  'You cannot book an appointment with yourself.': 'Huwezi kupanga miadi na wewe mwenyewe.',
  'Appointment not found.': 'Miadi haikupatikana.',
  'Appointments can be cancelled up to 2 hours before they start.':
    'Miadi inaweza kughairiwa hadi saa 2 kabla ya kuanza.',
  'Only an attended appointment can be rated, and only once.':
    'Ni miadi uliyohudhuria pekee inayoweza kukadiriwa, na mara moja tu.',
  'The appointment has not started yet.': 'Miadi bado haijaanza.',
  'This appointment is no longer open.': 'Miadi hii haiko wazi tena.',
  'Only approved medical providers can use the medical dashboard.':
    'Ni watoa huduma za afya walioidhinishwa pekee wanaoweza kutumia dashibodi ya afya.',
  'Only pharmacies have a prescription queue.':
    'Ni maduka ya dawa pekee yaliyo na foleni ya maagizo ya daktari.',
  'Choose at least one working day, and a first slot no later than the last one.':
    'Chagua angalau siku moja ya kazi, na nafasi ya kwanza isiyo baada ya ya mwisho.',
  // Insurance (issue 17): insuranceMessages
  'Missing Information: Please fill in all required fields.':
    'Taarifa Hazijakamilika: Tafadhali jaza sehemu zote zinazohitajika.',
  'Insurance plan not found.': 'Mpango wa bima haukupatikana.',
  'Quote request not found.': 'Ombi la nukuu halikupatikana.',
  'Quote answer not found.': 'Jibu la nukuu halikupatikana.',
  'This quote request is no longer open.': 'Ombi hili la nukuu halipo wazi tena.',
  'You have already answered this quote request.': 'Tayari umejibu ombi hili la nukuu.',
  'Only approved insurance brokers can use the insurance dashboard.':
    'Ni mawakala wa bima walioidhinishwa pekee wanaoweza kutumia dashibodi ya bima.',
  'You do not offer this type of insurance.': 'Hutoi aina hii ya bima.',
  'That plan is not of the requested insurance type.': 'Mpango huo si wa aina ya bima iliyoombwa.',
  'Only customers who accepted a quote for this plan can review it.':
    'Ni wateja waliokubali nukuu ya mpango huu pekee wanaoweza kuutathmini.',
  'Choose at least one type of insurance.': 'Chagua angalau aina moja ya bima.',
  'Please describe the cover and its terms.': 'Tafadhali eleza bima na masharti yake.',
  // Medical: medicines, medication orders and prescriptions (docs/medical-api.md)
  'Medication not found.': 'Dawa haikupatikana.',
  'Medicines in one order must come from one pharmacy. Please check out each pharmacy separately.':
    'Dawa za agizo moja lazima zitoke duka moja la dawa. Tafadhali lipia kila duka la dawa peke yake.',
  'Please add medicines to your basket.': 'Tafadhali ongeza dawa kwenye kikapu chako.',
  'Please enter a delivery address.': 'Tafadhali weka anwani ya kupelekewa.',
  'Please enter a city.': 'Tafadhali weka mji.',
  'Please enter a phone number.': 'Tafadhali weka nambari ya simu.',
  'This order contains prescription-only medicines. Please upload your prescription.':
    'Agizo hili lina dawa zinazotolewa kwa cheti cha daktari tu. Tafadhali pakia cheti chako cha daktari.',
  'Your prescription is waiting for the pharmacist. You can pay once it has been approved.':
    'Cheti chako cha daktari kinasubiri mfamasia. Utaweza kulipa kikishaidhinishwa.',
  'Your prescription was not approved. Please upload a new one.':
    'Cheti chako cha daktari hakikuidhinishwa. Tafadhali pakia kipya.',
  'This order needs no prescription.': 'Agizo hili halihitaji cheti cha daktari.',
  'This prescription has already been approved.': 'Cheti hiki cha daktari tayari kimeidhinishwa.',
  'This prescription is not waiting for review.': 'Cheti hiki cha daktari hakisubiri kukaguliwa.',
  'Please upload a PDF or a picture (JPEG, PNG or WebP).':
    'Tafadhali pakia PDF au picha (JPEG, PNG au WebP).',
  'The file is too large. The limit is 5 MB.': 'Faili ni kubwa mno. Kikomo ni MB 5.',
  'Prescription not found.': 'Cheti cha daktari hakikupatikana.',
  'This order can no longer be changed.': 'Agizo hili haliwezi kubadilishwa tena.',
  'Please give a reason.': 'Tafadhali toa sababu.',
  // Queue and readiness
  'No dead or cancelled job with this id.': 'Hakuna kazi iliyokufa au iliyoghairiwa yenye kitambulisho hiki.',
  'This instance is not ready to take requests.': 'Seva hii bado haiko tayari kupokea maombi.',
}

/** Messages with a name or number inside: the English pattern and its Swahili. */
const swahiliErrorPatterns: readonly [RegExp, (...parts: string[]) => string][] = [
  // First: it wraps another message, which may be one of the others.
  [/^Order failed: (.+)$/, (message) => `Agizo limeshindikana: ${translateErrorText(message, 'sw')}`],
  [/^(.+) is out of stock\.$/, (name) => `${name} imeisha.`],
  [/^Only (\d+) of (.+) left in stock\.$/, (stock, name) => `Zimebaki ${stock} tu za ${name}.`],
  [/^Only (.+) seat\(s\) left for this event\.$/, (left) => `Zimebaki viti ${left} tu kwa tukio hili.`],
  [
    /^Capacity cannot be below the (.+) ticket\(s\) already sold\.$/,
    (sold) => `Idadi ya viti haiwezi kuwa chini ya tiketi ${sold} zilizokwisha uzwa.`,
  ],
  [/^Sorry, (.+) is not available right now\.$/, (name) => `Samahani, ${name} haipatikani kwa sasa.`],
  [
    /^Only (\d+) portion\(s\) of (.+) left today\.$/,
    (left, name) => `Zimebaki sahani ${left} tu za ${name} leo.`,
  ],
  [
    /^The minimum order here is (.+)\. Add (.+) more to check out\.$/,
    (minimum, missing) => `Agizo la chini hapa ni ${minimum}. Ongeza ${missing} zaidi ili ulipie.`,
  ],
  [
    /^This order cannot move from (.+) to (.+)\.$/,
    (from, to) => `Agizo hili haliwezi kuhamishwa kutoka ${from} hadi ${to}.`,
  ],
  [/^(.+) is no longer available\.$/, (name) => `${name} haipatikani tena.`],
  [/^Already checked in at (.+)$/, (time) => `Tayari imeingizwa saa ${time}`],
  [/^(.+) is already in your wishlist!$/, (name) => `${name} tayari iko kwenye orodha yako ya matamanio!`],
  [
    /^Too many attempts for this account\. Please wait (\d+) minutes? and try again\.$/,
    (minutes) =>
      `Majaribio ni mengi mno kwa akaunti hii. Tafadhali subiri dakika ${minutes} kisha ujaribu tena.`,
  ],
  [
    /^Too many sign-in attempts for this account\. Please wait (\d+) seconds? and try again, or use the link sent to the account's e-mail address\.$/,
    (seconds) =>
      `Majaribio ya kuingia ni mengi mno kwa akaunti hii. Tafadhali subiri sekunde ${seconds} kisha ujaribu tena, au tumia kiungo kilichotumwa kwa barua pepe ya akaunti.`,
  ],
]

/** The text in the reader's language; a message the table does not know stays as it is. */
export function translateErrorText(message: string, language: Language): string {
  if (language === 'en') return message
  const known = swahiliErrorTexts[message]
  if (known) return known
  for (const [pattern, swahili] of swahiliErrorPatterns) {
    const match = pattern.exec(message)
    if (match) return swahili(...match.slice(1))
  }
  return message
}

/** Whether a message (with sample names and numbers filled in) has its Swahili: the tests' check. */
export function hasSwahili(message: string): boolean {
  return translateErrorText(message, 'sw') !== message
}

/**
 * The language a request asks for: the web's own switch (the `soko_language` cookie) first, then the
 * browser's `Accept-Language` (Swahili when it comes before English), else nothing (the caller may then use
 * the signed-in reader's stored choice).
 */
export function languageOfRequest(headers: {
  cookie?: string | undefined
  'accept-language'?: string | undefined
}): Language | undefined {
  const cookie = /(?:^|;\s*)soko_language=(en|sw)(?:;|$)/.exec(headers.cookie ?? '')
  if (cookie) return cookie[1] as Language
  const accepted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => (entry.primary === 'sw' || entry.primary === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return accepted[0]?.primary as Language | undefined
}
