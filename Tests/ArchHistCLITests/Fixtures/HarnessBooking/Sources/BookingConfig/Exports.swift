// Planted: a "convenience" re-export. Every import of BookingConfig now reaches
// BookingRepo, which games the serviceRepoWall.
@_exported import BookingRepo
