export default function HomePage() {
  return (
    <main>
      <h1>Chauffeur VTC à Dourdan, Paris et Aéroports</h1>
    </main>
  );
}
