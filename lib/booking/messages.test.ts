// The spec's verbatim copy (product text): a rewording here must be deliberate.
import { PAYMENT_MESSAGES, statusNotConfirmed } from '@/lib/payments/messages';
import {
  ADDRESS_MESSAGES,
  DATE_MESSAGES,
  PRICE_TABLE_MESSAGES,
  PRICING_MESSAGES,
  STEP1_CHECKS,
  STEP2_MESSAGES,
  VEHICLE_MESSAGES,
  WHATSAPP_MESSAGES,
  WIZARD_MESSAGES,
} from './messages';

describe('spec copy', () => {
  it('step-1 check titles, in order', () => {
    expect(
      Object.values(STEP1_CHECKS)
        .slice(0, 8)
        .map((c) => c.title),
    ).toEqual([
      'Champs obligatoires',
      'Date de réservation invalide',
      'Adresses invalides',
      'Coordonnées manquantes',
      'Acceptez les conditions',
      'Détails du retour incomplets',
      'Date de retour invalide',
      'Nombre de passagers invalide',
    ]);
    expect(STEP2_MESSAGES.vehicleRequired.title).toBe('Sélectionnez un véhicule');
  });

  it('date, pricing, vehicle and address messages', () => {
    expect(DATE_MESSAGES.required).toBe("La date et l'heure de prise en charge sont requises.");
    expect(DATE_MESSAGES.tooSoon).toBe("La réservation doit être effectuée au minimum 24 heures à l'avance.");
    expect(DATE_MESSAGES.slotUnavailable).toBe('Créneau non disponible.');
    expect(DATE_MESSAGES.slotToast).toEqual({
      title: 'Créneau non disponible',
      message: 'Veuillez sélectionner une autre date ou heure.',
    });
    expect(DATE_MESSAGES.packageReturnInvalid).toBe(
      "La date ou l'heure de retour est invalide. Veuillez vérifier.",
    );
    expect(PRICING_MESSAGES.missingData).toBe('Données manquantes pour le calcul.');
    expect(PRICING_MESSAGES.invalidVehicle).toBe('Type de véhicule invalide.');
    expect(PRICING_MESSAGES.missingSettings).toBe('Tarification personnalisée non trouvée.');
    expect(PRICING_MESSAGES.distanceFailed.message).toBe(
      "Impossible d'obtenir la distance exacte. Le prix est une estimation.",
    );
    expect(VEHICLE_MESSAGES.noneAvailable).toBe('Aucun véhicule disponible');
    expect(ADDRESS_MESSAGES.parisOnly).toBe("L'adresse doit être dans Paris intra-muros pour ce forfait.");
    expect(ADDRESS_MESSAGES.disneyOnly).toBe(
      "L'adresse doit être dans la zone Disneyland Paris pour ce forfait.",
    );
    expect(ADDRESS_MESSAGES.parisHint).toBe(
      'Aucune adresse parisienne trouvée. Essayez d\'ajouter un arrondissement (ex: "75001").',
    );
    expect(ADDRESS_MESSAGES.badges).toEqual({
      paris: 'Paris uniquement',
      disney: 'Zone Disney',
      dourdan: 'Dourdan (91410)',
    });
  });

  it('wizard, WhatsApp, payment and price-table messages', () => {
    expect(WIZARD_MESSAGES.stepLabel(2)).toBe('Étape 2 sur 2');
    expect(WHATSAPP_MESSAGES.redirect).toEqual({
      title: 'Redirection vers WhatsApp',
      message: 'Veuillez confirmer votre demande de réservation dans WhatsApp.',
    });
    // The payment messages have one home, lib/payments/messages.ts (this module's old copy is gone).
    expect(statusNotConfirmed('open')).toBe("Le paiement n'a pas pu être confirmé. Statut : open");
    expect(PAYMENT_MESSAGES.missingSession).toBe(
      "Aucun identifiant de session de paiement n'a été trouvé dans l'URL.",
    );
    expect(PRICE_TABLE_MESSAGES.loadFailed).toBe('Impossible de charger les forfaits pour le moment.');
  });
});
